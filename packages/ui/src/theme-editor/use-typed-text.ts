import { useState } from 'react';

/**
 * Text typed into a field, kept while it is not (yet) a valid value; follows a change of `value`
 * from outside (another field, a swatch, a restored theme).
 */
export function useTypedText(value: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}
