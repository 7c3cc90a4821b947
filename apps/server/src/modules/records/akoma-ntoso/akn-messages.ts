export const AKN_MESSAGES = {
  documentNotFound: 'There is no Akoma Ntoso document at this address: the sitting has no speeches stored, or the bill no text',
} as const;
