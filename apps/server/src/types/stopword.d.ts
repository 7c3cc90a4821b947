// The stopword package ships no types; the engine reads only its English list.
declare module 'stopword' {
  export const eng: readonly string[];
}
