/** Debian's Chromium and the flags every browser run here uses (the tests and bench:web). */
export const CHROMIUM = '/usr/bin/chromium';

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
