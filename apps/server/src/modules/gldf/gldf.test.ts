/**
 * GLDF in and out (issue 25), on SQLite and PostgreSQL: every container of ../shared/gldf is
 * imported or refused as its GLDF content demands; refusals (not a zip, no product.xml, a zip
 * bomb in size, ratio or entries, headers that lie about sizes, an unknown file reference)
 * change nothing; an import is calculated by the job runner; a fixture's and a project's export
 * validate against the official XSD with xmllint and read back with the same flux and peak.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { importJobsSettled, worldCreate } from '../photometry/testing/setup.js';

const SHARED_GLDF = fileURLToPath(new URL('../../../../../../shared/gldf/', import.meta.url));
const XSD = join(SHARED_GLDF, 'gldf-v1.0-rc3.xsd');
const container = (name: string) => readFileSync(join(SHARED_GLDF, `${name}.gldf`));
const HAS_XMLLINT = spawnSync('xmllint', ['--version']).status === 0;
if (!HAS_XMLLINT) {
  console.warn('!!! xmllint is missing (Debian: libxml2-utils; scripts/ensure-xmllint.sh installs it): the XSD validation of exported GLDF is SKIPPED');
}

/** product.xml against the official schema; answers xmllint's complaint, or '' when valid. */
function xsdErrors(xml: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'gldf-'));
  try {
    writeFileSync(join(dir, 'product.xml'), xml);
    const r = spawnSync('xmllint', ['--noout', '--schema', XSD, join(dir, 'product.xml')], { encoding: 'utf8' });
    return r.status === 0 ? '' : r.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The language of a message's words once the values it names (paths, ids, addresses) and GLDF's
 * own names (elements, formats) are taken out: 'zh' with no Latin word left, 'en' with no
 * Chinese character, else 'mixed'.
 */
function langOfWords(message: string, params: Record<string, string | number | null>): 'zh' | 'en' | 'mixed' {
  let rest = message;
  const values = Object.values(params).map((v) => String(v ?? '')).filter((v) => v.length > 1);
  // the longest first: a short value may stand inside a longer one
  for (const v of values.sort((a, b) => b.length - a.length)) rest = rest.split(v).join(' ');
  const names = /product\.xml|<\w+>|\b(GLDF|XML|zip|DOCTYPE|IES|EULUMDAT|LM-63|TM-33|MB|id|url|localFileName|[A-Z][a-z]+[A-Z]\w*(\/\w+)?|File|Files|Variant|Photometry|Emitter|Equipment)\b/g;
  rest = rest.replace(names, ' ');
  const latin = /[A-Za-z]{2,}/.test(rest);
  const han = /[\u4e00-\u9fff]/.test(rest);
  return han && !latin ? 'zh' : latin && !han ? 'en' : 'mixed';
}

/** A zip whose local and central headers claim `claimed` bytes for every entry, whatever they hold. */
function lyingSizes(zip: Uint8Array, claimed: number): Uint8Array {
  const out = Uint8Array.from(zip);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, claimed, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, claimed, true);
  }
  return out;
}

describe.each(DIALECTS)('GLDF on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let designer: string;

  const upload = (data: Uint8Array, auth = admin, lang = 'en') => {
    const body = multipart([{ name: 'file', filename: 'product.gldf', contentType: 'application/octet-stream', data: Buffer.from(data) }]);
    return t.app.inject({ method: 'POST', url: '/api/photometry/import/gldf', headers: { ...body.headers, authorization: auth, 'accept-language': lang }, payload: body.payload });
  };
  const counts = async () => {
    const k = t.db.kysely;
    const n = async (table: 'lamps' | 'photometryFiles' | 'brands' | 'importJobs') =>
      Number((await k.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { lamps: await n('lamps'), files: await n('photometryFiles'), brands: await n('brands'), jobs: await n('importJobs') };
  };
  const summary = async (photometryId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/photometry/${photometryId}`, headers: { authorization: admin } })).json().data as { lumens: number; maxIntensity: number };

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false, env: { JOBS_POLL_MS: '200' } });
    await worldCreate(t.db);
    admin = await bearer(t.app, 'admin');
    designer = await bearer(t.app, 'demo');
  }, 120000);
  afterAll(async () => {
    await importJobsSettled(t.db);
    await t.close();
  }, 180000);

  /** Each container of the shared set that must be refused, the status and what the message says (decided from the GLDF schema). */
  const REFUSED: Array<[string, number, RegExp]> = [
    // contentType "invalid" is none of the schema's enumeration
    ['GldfWithInvalidRoot', 400, /does not follow the GLDF schema: File "eulumdat" has the content type "invalid"/],
    // 16 files listed as localFileName, none in the container
    ['GldfWithMissingFiles', 400, /missing from the container: ldc\/file\.ldt, ldc\/file\.ies/],
    // only a Header: the schema requires GeneralDefinitions and ProductDefinitions
    ['GldfWithFiles', 400, /no product variant to import/],
    // the photometry is a URL only: Lampsheet fetches nothing
    ['GldfWithNoFiles', 400, /internet address.*https:\/\/example\.org\/eulumdat\.ldt/],
    ['GldfWithHeaderMandatory', 400, /internet address.*https:\/\/example\.org\/eulumdat\.ldt/],
    // UTF-16 product.xml read through its BOM; it names ldc/Äöü.ldt, the zip holds ldc/Äöü°§.ldt
    ['GldfWithEncodingUtf8', 400, /missing from the container: ldc\/Äöü\.ldt/],
  ];

  /** The containers of the shared set that are imported (each its own test below). */
  const IMPORTED = ['GldfWithFilesComplete'];

  it('describes every container of ../shared/gldf: each is imported or refused here', () => {
    const shared = readdirSync(SHARED_GLDF).filter((f) => f.endsWith('.gldf')).map((f) => f.replace(/\.gldf$/, ''));
    expect(shared.length).toBeGreaterThan(0);
    expect([...IMPORTED, ...REFUSED.map(([name]) => name)].sort()).toEqual(shared.sort());
  });

  it.each(REFUSED)('refuses %s (%i) and changes nothing', async (name, status, text) => {
    const before = await counts();
    const res = await upload(container(name));
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(text);
    expect(await counts()).toEqual(before);
  });

  it('says why in Chinese too', async () => {
    const res = await upload(container('GldfWithMissingFiles'), admin, 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^GLDF 容器中缺少它列出的文件：ldc\/file\.ldt/);
    expect(res.json().params).toMatchObject({ reason: 'missingFiles', files: expect.stringMatching(/^ldc\/file\.ldt, ldc\/file\.ies/) });
  });

  it.each(REFUSED)('words the refusal of %s wholly in the language asked for (codes and values beside)', async (name, status) => {
    const zh = await upload(container(name), admin, 'zh-CN');
    const en = await upload(container(name), admin, 'en');
    expect([zh.statusCode, en.statusCode]).toEqual([status, status]);
    const { params } = zh.json() as { params: Record<string, string | number | null> };
    expect(en.json().params).toEqual(params);
    expect(typeof params.reason).toBe('string');
    expect(langOfWords(zh.json().message, params)).toBe('zh');
    expect(langOfWords(en.json().message, params)).toBe('en');
  });

  it('imports every variant of GldfWithFilesComplete with its photometry, tender data and picture, then calculates it', async () => {
    const before = await counts();
    const res = await upload(container('GldfWithFilesComplete'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { lamps: Array<{ lampId: number; photometryId: number; brandName: string; model: string; flux: number; power: number }>; jobId: string; formatVersion: string };
    expect(data.formatVersion).toBe('1.0-rc3');
    // Two variants, each with emitter-1: two changeable emitters of 110 W and 115 W, each a light source of 800 lm.
    expect(data.lamps).toEqual([
      expect.objectContaining({ brandName: 'DIAL', model: 'Product name Variant name 1', flux: 1600, power: 225 }),
      expect.objectContaining({ brandName: 'DIAL', model: 'Product name Variant name 2', flux: 1600, power: 225 }),
    ]);
    expect(data.lamps[0]!.photometryId).toBe(data.lamps[1]!.photometryId);
    expect(await counts()).toEqual({ lamps: before.lamps + 2, files: before.files + 1, brands: before.brands + 1, jobs: before.jobs + 1 });

    const detail = (await t.app.inject({ method: 'GET', url: `/api/lamps/${data.lamps[0]!.lampId}`, headers: { authorization: designer } })).json().data;
    expect(detail).toMatchObject({
      brandName: 'DIAL', power: 225, luminousFlux: 1600, efficacy: 90.5, cri: 1, colorTemperature: 2, protectLevel: 'IP40', ikRating: 'IK02',
      driver: 'Control gear name', dimming: 'KNX, WiFi', photometryId: data.lamps[0]!.photometryId,
    });
    expect(detail.lumImage).toMatch(/^uploads\/gldf\/[0-9a-f]{32}\.png$/);
    expect(await t.app.blobs.stat(`media/${detail.lumImage}`)).not.toBeNull();
    // The photometry is the container's EULUMDAT (NAV-E 70 W, 6300 lm lamp).
    const file = await t.db.kysely.selectFrom('photometryFiles').selectAll().where('id', '=', data.lamps[0]!.photometryId).executeTakeFirstOrThrow();
    expect(file.format).toBe('LDT');
    expect(file.fileName).toBe('photometry.ldt');

    // The import starts its job at once (the server is not listening here, so no look for
    // orphaned jobs every JOBS_POLL_MS would ever take it up): the rows on every typical surface.
    await t.app.importJobs.settle();
    const job = (await t.app.inject({ method: 'GET', url: `/api/admin/import/${data.jobId}`, headers: { authorization: admin } })).json().data as { status: string; rows: number };
    expect(job.status).toBe('done');
    const rows = await t.db.kysely.selectFrom('detections').select('id').where('lampId', 'in', data.lamps.map((l) => l.lampId)).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(job.rows).toBe(rows.length);
  }, 120000);

  it('refuses a designer (403) before reading the body', async () => {
    const res = await upload(container('GldfWithFilesComplete'), designer);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('refuses what is not a GLDF container: not a zip, a zip without product.xml, XML that is not GLDF', async () => {
    const before = await counts();
    const notZip = await upload(strToU8('IESNA:LM-63-2002\n'));
    expect(notZip.statusCode).toBe(415);
    expect(notZip.json().message).toMatch(/not a GLDF file: the file is not a zip archive/);
    const noProduct = await upload(zipSync({ 'ldc/a.ldt': strToU8('x') }));
    expect(noProduct.statusCode).toBe(415);
    expect(noProduct.json().message).toMatch(/no product\.xml/);
    const otherXml = await upload(zipSync({ 'product.xml': strToU8('<?xml version="1.0"?><Luminaire/>') }));
    expect(otherXml.statusCode).toBe(415);
    expect(otherXml.json().message).toMatch(/no <Root> element/);
    const version = await upload(zipSync({ 'product.xml': strToU8('<Root><Header><Manufacturer>M</Manufacturer><FormatVersion major="2" minor="0"/></Header></Root>') }));
    expect(version.statusCode).toBe(400);
    expect(version.json().message).toMatch(/Unsupported GLDF version.*2\.0/);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown file reference', async () => {
    const files = unzipSync(container('GldfWithFilesComplete'));
    const xml = new TextDecoder().decode(files['product.xml']).replace('<Image fileId="imageFile" imageType="Other" />', '<Image fileId="noSuchFile" imageType="Other" />');
    const before = await counts();
    const res = await upload(zipSync({ ...files, 'product.xml': strToU8(xml) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/does not define: .*"noSuchFile"/);
    expect(await counts()).toEqual(before);
  });

  it('refuses zip bombs by what inflates, not by what the headers say', async () => {
    const product = unzipSync(container('GldfWithFilesComplete'));
    const before = await counts();
    // 64 MB of zeros deflate to about 64 kB: past 100 times the container's size.
    const ratio = await upload(zipSync({ ...product, 'other/zeros.bin': new Uint8Array(64 * 1024 * 1024) }));
    expect(ratio.statusCode).toBe(413);
    expect(ratio.json().message).toMatch(/unpacks too large.*100 times its own size/);
    // The same with headers claiming 10 bytes per entry.
    const lying = await upload(lyingSizes(zipSync({ ...product, 'other/zeros.bin': new Uint8Array(64 * 1024 * 1024) }), 10));
    expect(lying.statusCode).toBe(413);
    // More entries than the bound.
    const many: Record<string, Uint8Array> = { ...product };
    for (let i = 0; i < 2100; i++) many[`other/f${i}.txt`] = strToU8(String(i));
    const entries = await upload(zipSync(many));
    expect(entries.statusCode).toBe(413);
    expect(entries.json().message).toMatch(/more than 2000 entries/);
    expect(await counts()).toEqual(before);
  });

  describe('export', () => {
    let lampId: number;
    let photometryId: number;

    beforeAll(async () => {
      const res = await upload(container('GldfWithFilesComplete'));
      ({ lampId, photometryId } = res.json().data.lamps[0]);
      await t.db.kysely.updateTable('lamps').set({ longNs: 300, widthNs: 56, heightNs: 64, weightKg: 1.5, ratedLifeHours: 50000, protectLevel: 'IP66', ikRating: 'IK08' }).where('id', '=', lampId).execute();
    });

    const download = (url: string, auth = designer) => t.app.inject({ method: 'GET', url, headers: { authorization: auth, 'accept-language': 'en' } });

    it.skipIf(!HAS_XMLLINT)('a fixture: product.xml validates against the official XSD', async () => {
      const res = await download(`/api/lamps/${lampId}/gldf`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="DIAL Product name Variant name 1\.gldf"/);
      const files = unzipSync(res.rawPayload);
      expect(Object.keys(files).sort()).toEqual([`image/lamp-${lampId}.png`, `ldc/lamp-${lampId}-photometry.ldt`, 'product.xml']);
      expect(xsdErrors(files['product.xml']!)).toBe('');
      const xml = new TextDecoder().decode(files['product.xml']);
      expect(xml).toContain('<FormatVersion major="1" minor="0"></FormatVersion>');
      expect(xml).toContain('<IngressProtectionIPCode>IP66</IngressProtectionIPCode>');
      expect(xml).toContain('<UsefulLife>L70B50 50000h</UsefulLife>');
    });

    it('a fixture round-trips through the import with the same flux and peak intensity (within 1 %) and tender data', async () => {
      const res = await download(`/api/lamps/${lampId}/gldf`);
      const back = await upload(res.rawPayload);
      expect(back.statusCode, back.body).toBe(200);
      const [lamp] = back.json().data.lamps;
      expect(back.json().data.formatVersion).toBe('1.0');
      expect(lamp).toMatchObject({ lampId, brandName: "DIAL", model: "Product name Variant name 1", flux: 1600, power: 225 });
      // The container carries the stored photometric file itself: its figures are the stored
      // file's, and the import finds that content stored already (one row per content hash).
      const photometry = Object.entries(unzipSync(new Uint8Array(res.rawPayload))).filter(([name]) => /^ldc\//.test(name));
      expect(photometry).toHaveLength(1);
      const stored = await t.db.kysely.selectFrom('photometryFiles').select('content').where('id', '=', photometryId).executeTakeFirstOrThrow();
      expect(new TextDecoder().decode(photometry[0]![1]).replace(/\r\n?/g, '\n')).toBe(stored.content.replace(/\r\n?/g, '\n'));
      expect(lamp.photometryId).toBe(photometryId);
      const [a, b] = [await summary(photometryId), await summary(lamp.photometryId)];
      expect(a.lumens).toBeGreaterThan(0);
      expect(Math.abs(b.lumens / a.lumens - 1)).toBeLessThan(0.01);
      expect(Math.abs(b.maxIntensity / a.maxIntensity - 1)).toBeLessThan(0.01);
      const detail = (await download(`/api/lamps/${lamp.lampId}`)).json().data;
      expect(detail).toMatchObject({ longNs: 300, widthNs: 56, heightNs: 64, weightKg: 1.5, ratedLifeHours: 50000, protectLevel: 'IP66', ikRating: 'IK08', cri: 1 });
    });

    it('a fixture keeps its lamp type and working voltage through export and import (Rank filters by the type)', async () => {
      const k = t.db.kysely;
      const washer = await k.selectFrom('dictEntries').select('id').where('indexPinyin', '=', 'dengjuleixing').where('dictExtra', '=', 'XQD').executeTakeFirstOrThrow();
      const typed = async () => k.selectFrom('lamps').select(['lampType', 'workVoltage']).where('id', '=', lampId).executeTakeFirstOrThrow();
      for (const [voltage, xmlSays] of [
        ['AC110-240V', '<RatedInputVoltage><VoltageRange><Min>110</Min><Max>240</Max></VoltageRange><Type>AC</Type></RatedInputVoltage>'],
        ['DC24V', '<RatedInputVoltage><FixedVoltage>24</FixedVoltage><Type>DC</Type></RatedInputVoltage>'],
      ] as const) {
        await k.updateTable('lamps').set({ lampType: washer.id, workVoltage: voltage }).where('id', '=', lampId).execute();
        const res = await download(`/api/lamps/${lampId}/gldf`);
        const xml = new TextDecoder().decode(unzipSync(res.rawPayload)['product.xml']);
        expect(xml).toContain(xmlSays);
        expect(xml).toMatch(/<Property id="lampType">.*<Value>Wall washer<\/Value><\/Property>/);
        if (HAS_XMLLINT) expect(xsdErrors(unzipSync(res.rawPayload)['product.xml']!)).toBe('');
        // what the import reads back, not what the fixture still had
        await k.updateTable('lamps').set({ lampType: null, workVoltage: null }).where('id', '=', lampId).execute();
        expect((await upload(res.rawPayload)).statusCode).toBe(200);
        expect(await typed()).toEqual({ lampType: washer.id, workVoltage: voltage });
      }
    });

    it('a project: the fixtures its records took, for members only', async () => {
      const k = t.db.kysely;
      const users = await k.selectFrom('users').select(['id', 'username']).execute();
      const adminId = users.find((u) => u.username === 'admin')!.id;
      const designerId = users.find((u) => u.username === 'demo')!.id;
      const now = new Date().toISOString();
      const project = await k.insertInto('projects').values({ itemName: '外滩 Bund', description: null, location: null, createdBy: adminId, createDate: now, updateDate: now }).returning('id').executeTakeFirstOrThrow();
      const url = `/api/projects/${project.id}/gldf`;
      expect((await download(url)).statusCode).toBe(403);
      await k.insertInto('projectMembers').values({ projectId: project.id, userId: designerId }).execute();
      const none = await download(url);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toMatch(/No record of this project has taken a fixture/);
      const [other] = (await k.selectFrom('lamps').select('id').where('id', '!=', lampId).where('photometryId', 'is not', null).execute()).map((r) => r.id);
      for (const [i, chosen] of [lampId, other, lampId, null].entries()) {
        await k
          .insertInto('lampParams')
          .values({ projectId: project.id, createdBy: adminId, lampparamNo: `N${i}`, typeMark: `N${i}`, dataStatus: 1, makingWay: 1, contestType: 101, lampType: null, angleNo: null, grayDemand: null, lampPower: null, body: JSON.stringify({ chosenLampId: chosen }), pdfFileName: null, pdfHash: null, createDate: now, updateDate: now })
          .execute();
      }
      const res = await download(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('外滩 Bund.gldf')}`);
      const files = unzipSync(res.rawPayload);
      const xml = new TextDecoder().decode(files['product.xml']);
      expect(xml.match(/<Variant /g)).toHaveLength(2);
      expect(Object.keys(files).filter((f) => f.startsWith('ldc/'))).toHaveLength(2);
      if (HAS_XMLLINT) expect(xsdErrors(files['product.xml']!)).toBe('');
      const back = await upload(res.rawPayload);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data.lamps).toHaveLength(2);
    });
  });
});

/**
 * A project of several brands (the demo's Bund: a Bluearc and a Candelvar fixture) exports each
 * variant with its own brand and model and reads them back so: before, `Header/Manufacturer`
 * joined the brands and the project's name became every model.
 */
describe.each(DIALECTS)('GLDF of a project of several brands on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let designer: string;
  const get = (url: string, auth = designer) => t.app.inject({ method: 'GET', url, headers: { authorization: auth, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { JOBS_POLL_MS: '200' } });
    admin = await bearer(t.app, 'admin');
    designer = await bearer(t.app, 'demo');
  }, 120000);
  afterAll(async () => {
    await importJobsSettled(t.db);
    await t.close();
  }, 180000);

  it('the Bund: every fixture keeps its own brand, model, flux (1 %) and power through export and import', async () => {
    const projects = (await get('/api/projects')).json().data.rows as Array<{ id: number; itemName: string }>;
    const bund = projects.find((p) => p.itemName === '外滩滨江立面照明')!;
    const res = await get(`/api/projects/${bund.id}/gldf`);
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(res.rawPayload);
    if (HAS_XMLLINT) expect(xsdErrors(files['product.xml']!)).toBe('');
    const xml = new TextDecoder().decode(files['product.xml']);
    const lampIds = [...xml.matchAll(/<Variant id="lamp-(\d+)">/g)].map((m) => Number(m[1]));
    type Lamp = { brandName: string; model: string; luminousFlux: number | null; power: number | null };
    const before = await Promise.all(lampIds.map(async (id) => (await get(`/api/lamps/${id}`)).json().data as Lamp));
    expect(new Set(before.map((l) => l.brandName)).size, 'the Bund takes fixtures of two brands').toBeGreaterThan(1);
    // what a reader that knows no custom property lists: the brand with the model, tagged with its language
    const cjk = /[\u3400-\u9fff]/;
    for (const l of before) expect(xml).toContain(`<Name><Locale language="${cjk.test(`${l.brandName} ${l.model}`) ? 'zh' : 'en'}">${l.brandName} ${l.model}</Locale></Name>`);
    expect(before.some((l) => cjk.test(l.brandName)), 'the Bund takes a fixture of a Chinese brand name').toBe(true);
    expect(xml).toContain('<ProductMetaData><UniqueProductId>');
    expect(xml).toMatch(/<ProductMetaData>.*<Name><Locale language="zh">外滩滨江立面照明<\/Locale><\/Name>/);
    // lamp type and voltage are what the import reads back: taken off the fixtures before it
    const typed = () => t.db.kysely.selectFrom('lamps').select(['id', 'lampType', 'workVoltage']).where('id', 'in', lampIds).orderBy('id').execute();
    const typedBefore = await typed();
    expect(typedBefore.every((l) => l.lampType !== null && l.workVoltage !== null)).toBe(true);
    await t.db.kysely.updateTable('lamps').set({ lampType: null, workVoltage: null }).where('id', 'in', lampIds).execute();

    const brands = async () => Number((await t.db.kysely.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const brandsBefore = await brands();
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/photometry/import/gldf',
      ...(() => {
        const body = multipart([{ name: 'file', filename: 'bund.gldf', contentType: 'application/octet-stream', data: Buffer.from(res.rawPayload) }]);
        return { headers: { ...body.headers, authorization: admin }, payload: body.payload };
      })(),
    });
    expect(back.statusCode, back.body).toBe(200);
    const lamps = back.json().data.lamps as Array<{ lampId: number; brandName: string; model: string; flux: number; power: number }>;
    expect(lamps.map((l) => [l.brandName, l.model])).toEqual(before.map((l) => [l.brandName, l.model]));
    // found again by brand and model: the same fixtures, no brand made of the joined names
    expect(lamps.map((l) => l.lampId)).toEqual(lampIds);
    expect(await brands()).toBe(brandsBefore);
    expect(await typed()).toEqual(typedBefore);
    for (const [i, l] of lamps.entries()) {
      const was = before[i]!;
      expect(l.power).toBe(was.power);
      if (was.luminousFlux !== null) expect(Math.abs(l.flux / was.luminousFlux - 1)).toBeLessThan(0.01);
      const now = (await get(`/api/lamps/${l.lampId}`)).json().data as Lamp;
      expect(now).toMatchObject({ brandName: was.brandName, model: was.model, power: was.power });
      expect(Math.abs(now.luminousFlux! / (was.luminousFlux ?? l.flux) - 1)).toBeLessThan(0.01);
    }
  }, 120000);
});
