import { chromium } from '@playwright/test';
import { BROWSER_ARGS, CHROMIUM } from '../browser';
const b = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await p.goto(process.argv[2]!);
await p.waitForTimeout(4000);
await b.close();
