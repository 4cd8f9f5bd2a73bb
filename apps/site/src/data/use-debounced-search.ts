import { useEffect, useRef, useState } from 'react';

/** A pause in typing this long (ms) asks the API; each keystroke before it does not. */
const PAUSE_MS = 300;

/**
 * A search box's text: `typed` follows every keystroke, `applied` (what the API is asked for)
 * follows a pause in typing, trimmed. `clear` empties both at once.
 */
export function useDebouncedSearch() {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    typed,
    applied,
    type(text: string) {
      setTyped(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setApplied(text.trim()), PAUSE_MS);
    },
    clear() {
      clearTimeout(timer.current);
      setTyped('');
      setApplied('');
    },
  };
}
