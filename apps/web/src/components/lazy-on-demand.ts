import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog or drawer whose code is loaded on demand
 * (React.lazy) is mounted when first opened and then stays mounted, so it closes with its
 * animation and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
