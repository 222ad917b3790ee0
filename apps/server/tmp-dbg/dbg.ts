import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loadSchedule } from '../src/modules/schedule/service.js';
import { scheduleDocument, writeSchedulePdf } from '../src/modules/schedule/schedule-pdf.js';
const dataDir = mkdtempSync(join(tmpdir(), 'wt16-dbg-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'b.db')}`, LAMPSHEET_DEMO: '1', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, logger: false });
await app.ready();
const user = { id: 1, username: 'admin', displayName: 'A', role: 'admin' } as never;
const s = await loadSchedule(app.db.kysely, user, 1, 'en');
const doc = scheduleDocument(s);
try { await (await import("../src/modules/schedule/schedule-pdf.js")).writeScheduleTable(doc, s); } catch (e) { console.error(e); }
await app.close();
