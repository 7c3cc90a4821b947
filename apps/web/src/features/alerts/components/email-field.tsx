import { SUBSCRIBE_LIMITS } from '@kakyere/contract/constants';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;

/** The subscriber's address, asked for the same way by the subscribe form and the manage-link form. */
export function EmailField({ required, ...field }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required={required}
      maxLength={SUBSCRIBE_LIMITS.maxEmailLength}
      {...field}
    />
  );
}
