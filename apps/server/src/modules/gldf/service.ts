/**
 * GLDF in and out. In: the container is read within its bounds, product.xml mapped to one plan
 * per variant, every file it lists checked against the container and every photometric file
 * parsed — all before anything is written. Then the pictures go to the blob store (content-named;
 * removed again if the transaction fails), and brands, photometric files, lamps and the
 * recomputation job are written in one transaction; the photometry module's job runner
 * calculates the rows like a spreadsheet import's. Out: fixtures with their photometric files
 * (as stored) and pictures, one variant each.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { fixtureBeamAngles, photometrySummary, photometryTenderData } from '@lampsheet/photometry';
import { GLDF_REFUSAL_WORDS, gldfRefusalText, type GldfImportAnswer, type GldfRefusal, type Lang, type User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { sniffImageType } from '../files/sniff.js';
import * as photometryRepo from '../photometry/repository.js';
import type { CalcRunner } from '../photometry/calc-pool.js';
import { photometryRead } from '../photometry/service.js';
import { requireProjectAccess } from '../auth/guard.js';
import { chosenFixtures, tenderFluxOf } from '../sheets/chosen-fixture.js';
import { CONTAINER_LIMITS, containerRead, containerWrite, type ContainerLimits } from './container.js';
import { containerPath, productRead, productText, type GldfFile } from './product-xml.js';
import { GldfProblem, type RefusalParams } from './refusal.js';
import { productWrite, type GldfFixtureOut } from './product-xml-write.js';
import * as repo from './repository.js';

/**
 * A refused container: the message of its kind and its own words, both in the request's language
 * (contracts `gldfRefusalText`), the code and the values it names beside them (`params`:
 * `reason` and, say, `files`); 415 not GLDF, 413 too large, 400 otherwise.
 */
export class GldfRefused extends AppError {
  readonly reason: GldfRefusal;
  constructor(reason: GldfRefusal, params: RefusalParams = {}) {
    const kind = GLDF_REFUSAL_WORDS[reason].kind;
    const code = kind === 'gldfTooLarge' ? 'PAYLOAD_TOO_LARGE' : kind === 'gldfNotGldf' ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
    super(code, kind, { field: 'file', text: gldfRefusalText(reason, params, 'en'), params: { reason, ...params } });
    this.reason = reason;
  }

  override text(lang: Lang): string {
    return gldfRefusalText(this.reason, this.params ?? {}, lang);
  }
}

const refusalOf = (err: unknown): unknown => (err instanceof GldfProblem ? new GldfRefused(err.reason, err.params) : err);

const MODEL_MAX = 100;
const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

interface PlannedLamp {
  brandName: string;
  model: string;
  fileKey: string;
  values: Partial<Insertable<Database['lamps']>>;
  flux: number | null;
  power: number | null;
  picture: { key: string; path: string; bytes: Uint8Array } | null;
}

/** Import a `.gldf` container; changes nothing when it is refused. */
export async function gldfImport(
  db: Kysely<Database>,
  engine: CalcRunner,
  blobs: BlobStore,
  user: User,
  bytes: Uint8Array,
  limits: ContainerLimits = CONTAINER_LIMITS,
): Promise<GldfImportAnswer> {
  let files: Map<string, Uint8Array>;
  let doc: ReturnType<typeof productRead>;
  try {
    files = containerRead(bytes, limits);
    doc = productRead(productText(files.get('product.xml')!));
  } catch (err) {
    throw refusalOf(err);
  }

  // Every local file the product lists must be in the container (its folder, or found by its name alone).
  const byName = new Map<string, string[]>();
  for (const path of files.keys()) {
    const name = path.split('/').pop()!;
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  const locate = (f: GldfFile): Uint8Array | null => {
    const exact = files.get(containerPath(f));
    if (exact) return exact;
    const found = byName.get(f.name.split('/').pop()!);
    return found?.length === 1 ? files.get(found[0]!)! : null;
  };
  const missing = [...doc.files.values()].filter((f) => f.type === 'localFileName' && !locate(f)).map(containerPath);
  if (missing.length) throw new GldfRefused('missingFiles', { files: missing.join(', ') });

  // Every photometric file parsed once.
  const parsed = new Map<string, Awaited<ReturnType<typeof photometryRead>>>();
  for (const v of doc.variants) {
    const f = v.photometryFile;
    if (parsed.has(f.id)) continue;
    if (f.contentType === 'ldc/iesxml') throw new GldfRefused('iesXml', { file: containerPath(f) });
    const ext = f.contentType === 'ldc/eulumdat' ? '.ldt' : '.ies';
    const name = f.name.toLowerCase().endsWith(ext) ? f.name : `${f.name}${ext}`;
    try {
      parsed.set(f.id, await photometryRead(engine, name.split('/').pop()!, locate(f)!));
    } catch (err) {
      // the parser's reason, line and what stood there named beside, worded as the photometric check words them
      if (!(err instanceof AppError) || !err.params) throw err;
      const { reason, ...where } = err.params;
      throw new GldfRefused('photometryUnreadable', { ...where, file: containerPath(f), photometryReason: reason ?? null });
    }
  }

  // A lamp type named by its Chinese or English name or its code (as the spreadsheet import reads one).
  const lampTypes = await photometryRepo.dictionaryEntries(db, 'dengjuleixing');
  const lampTypeOf = (name: string | null): number | null => {
    const t = name?.trim().toLowerCase();
    return (t && lampTypes.find((x) => [x.dictCont, x.dictContEn, x.dictExtra].some((n) => n?.trim().toLowerCase() === t))?.id) || null;
  };

  // One fixture per variant, under the variant's own brand and model where it names them, else the
  // header's manufacturer and the product's and variant's names; the same brand and model twice gets the variant's id.
  const seen = new Set<string>();
  const plans: PlannedLamp[] = doc.variants.map((v) => {
    const read = parsed.get(v.photometryFile.id)!;
    const s = photometrySummary(read.photometry);
    const brandName = clip(v.brandName ?? doc.manufacturer, 100);
    let model = clip(v.model ?? (v.variantName && v.variantName !== v.productName ? `${v.productName} ${v.variantName}` : v.productName), MODEL_MAX);
    const key = () => `${brandName}\u0000${model}`.toLowerCase();
    if (seen.has(key())) model = clip(`${model} (${v.variantId})`, MODEL_MAX);
    seen.add(key());
    // What the GLDF does not say, the photometric file may (its flux, CRI, CCT, body size).
    const file = photometryTenderData(read.photometry);
    const power = v.power ?? read.photometry.metadata.inputWatts ?? null;
    // the tender's flux and efficacy by the one rule sheets and schedules read (tenderFluxOf)
    const { luminousFlux: flux, efficacy } = tenderFluxOf({ luminousFlux: v.flux, efficacy: v.efficacy, power, fileLumens: file.flux });
    const size = v.length !== null && v.width !== null && v.height !== null ? { length: v.length, width: v.width, height: v.height } : file.sizeMillimetres;
    let picture: PlannedLamp['picture'] = null;
    for (const f of v.pictures) {
      const data = locate(f);
      const type = data ? sniffImageType(data.subarray(0, 16)) : null;
      if (!data || !type) continue;
      const path = `uploads/gldf/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${type === 'image/png' ? 'png' : 'jpg'}`;
      picture = { key: `media/${path}`, path, bytes: data };
      break;
    }
    return {
      brandName,
      model,
      fileKey: v.photometryFile.id,
      flux,
      power,
      picture,
      values: {
        power,
        longNs: size?.length ?? null,
        widthNs: size?.width ?? null,
        heightNs: size?.height ?? null,
        ...fixtureBeamAngles(s.beam),
        colorTemperature: v.cct ?? file.cct,
        protectLevel: v.ip,
        luminousFlux: flux,
        efficacy,
        cri: v.cri ?? file.cri,
        ikRating: v.ik,
        ratedLifeHours: v.ratedLifeHours,
        // lamp type and voltage only where the GLDF names them: a re-import keeps what the fixture had
        ...(lampTypeOf(v.lampType) !== null ? { lampType: lampTypeOf(v.lampType) } : {}),
        ...(v.voltage ? { workVoltage: clip(v.voltage, 40) } : {}),
        driver: v.driver ? clip(v.driver, 200) : null,
        dimming: v.dimming ? clip(v.dimming, 200) : null,
        weightKg: v.weightKg,
      },
    };
  });

  // Pictures first (content-named, so a re-import writes the same keys); only those this call created are removed on failure.
  const created: string[] = [];
  for (const p of plans) {
    if (!p.picture || created.includes(p.picture.key) || (await blobs.stat(p.picture.key))) continue;
    await blobs.put(p.picture.key, Buffer.from(p.picture.bytes));
    created.push(p.picture.key);
  }
  const jobId = randomUUID();
  try {
    const lamps = await db.transaction().execute(async (trx) => {
      const createdAt = nowIso();
      const brands = new Map((await photometryRepo.brandsByName(trx)).map((b) => [b.brandName.trim().toLowerCase(), b.id]));
      const fileIds = new Map<string, number>();
      const out: GldfImportAnswer['lamps'] = [];
      for (const p of plans) {
        let brandId = brands.get(p.brandName.toLowerCase());
        if (brandId === undefined) {
          brandId = await photometryRepo.brandInsert(trx, p.brandName);
          brands.set(p.brandName.toLowerCase(), brandId);
        }
        let photometryId = fileIds.get(p.fileKey);
        if (photometryId === undefined) {
          const file = doc.files.get(p.fileKey)!;
          const read = parsed.get(p.fileKey)!;
          const s = photometrySummary(read.photometry);
          photometryId = (
            await photometryRepo.photometryFileInsertOnce(trx, {
              format: read.format,
              fileName: clip(file.name.split('/').pop()!, 200),
              content: read.text,
              lumens: s.flux,
              maxIntensity: s.maxIntensity.candela,
              beamAngle: s.beam.beam.planeC0C180,
              fieldAngle: s.beam.field.planeC0C180,
              inputWatts: read.photometry.metadata.inputWatts,
              createdBy: user.id,
              createdAt,
            })
          ).id;
          fileIds.set(p.fileKey, photometryId);
        }
        const values = { ...p.values, photometryId, ...(p.picture ? { lumImage: p.picture.path } : {}) };
        const existing = await photometryRepo.lampByBrandModel(trx, brandId, p.model);
        let lampId: number;
        if (existing) {
          await photometryRepo.lampUpdate(trx, existing.id, values);
          lampId = existing.id;
        } else {
          lampId = await photometryRepo.lampInsert(trx, {
            lumImage: null,
            lampType: null,
            workVoltage: null,
            ...values,
            brandId,
            model: p.model,
            lampShape: null,
            colorFlag: 1,
            authorizedPrice: null,
            isAudit: 1,
            createdAt,
          });
        }
        out.push({ lampId, photometryId, brandName: p.brandName, model: p.model, flux: p.flux, power: p.power });
      }
      // The calculated rows: a job of the photometry module's runner (taken up by any server process).
      await photometryRepo.importJobInsert(trx, {
        jobId,
        status: 'running',
        imported: out.length,
        lampIds: JSON.stringify([...new Set(out.map((l) => l.lampId))]),
        done: 0,
        total: 0,
        rows: 0,
        message: null,
        createdBy: user.id,
        createdAt,
        updatedAt: createdAt,
        finishedAt: null,
      });
      return out;
    });
    return { lamps, jobId, formatVersion: doc.formatVersion };
  } catch (err) {
    await blobs.delete(created).catch(() => {});
    throw err;
  }
}

// --- export

const ASCII_NAME = /[^A-Za-z0-9._-]+/g;

/** A `.gldf` of these fixtures (those without a photometric file are left out; none at all: 404). */
export async function gldfOfLamps(
  db: Kysely<Database>,
  blobs: BlobStore,
  lampIds: readonly number[],
  product: { name: string; id: string },
): Promise<Uint8Array> {
  const lamps = await repo.lampsForExport(db, lampIds);
  if (!lamps.length) throw notFound();
  const files = new Map<string, Uint8Array>();
  const fixtures: GldfFixtureOut[] = [];
  for (const l of lamps) {
    const ext = l.format === 'LDT' ? 'ldt' : 'ies';
    const photometryFileName = `lamp-${l.id}-${l.fileName.replace(/\.[^.]*$/, '').replace(ASCII_NAME, '_').slice(0, 60)}.${ext}`;
    files.set(`ldc/${photometryFileName}`, new TextEncoder().encode(l.content));
    let pictureFileName: string | null = null;
    if (l.lumImage) {
      const blob = await blobs.read(`media/${l.lumImage}`, 8 * 1024 * 1024).catch(() => null);
      const type = blob ? sniffImageType(blob.subarray(0, 16)) : null;
      if (blob && type) {
        pictureFileName = `lamp-${l.id}.${type === 'image/png' ? 'png' : 'jpg'}`;
        files.set(`image/${pictureFileName}`, blob);
      }
    }
    fixtures.push({
      lampId: l.id,
      brandName: l.brandName,
      model: l.model,
      power: l.power,
      flux: tenderFluxOf({ luminousFlux: l.luminousFlux, efficacy: null, power: l.power, fileLumens: l.lumens }).luminousFlux,
      cct: l.colorTemperature,
      cri: l.cri,
      ip: l.protectLevel,
      ik: l.ikRating,
      length: l.longNs,
      width: l.widthNs,
      height: l.heightNs,
      weightKg: l.weightKg,
      ratedLifeHours: l.ratedLifeHours,
      driver: l.driver,
      dimming: l.dimming,
      voltage: l.workVoltage,
      lampType: l.lampTypeName,
      photometryFileName,
      photometryFormat: l.format === 'LDT' ? 'LDT' : 'IES',
      pictureFileName,
    });
  }
  const brands = [...new Set(lamps.map((l) => l.brandName))];
  const xml = productWrite({
    manufacturer: brands.length === 1 ? brands[0]! : brands.join(', '),
    productName: product.name,
    productId: product.id,
    gldfId: randomUUID(),
    createdAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    fixtures,
  });
  return containerWrite(new Map([['product.xml', new TextEncoder().encode(xml)], ...files]));
}

/** One fixture as GLDF, for any user who can see fixtures; the download's name. */
export async function lampGldf(db: Kysely<Database>, blobs: BlobStore, lampId: number): Promise<{ name: string; bytes: Uint8Array }> {
  const lamp = await repo.lampExists(db, lampId);
  if (!lamp || lamp.photometryId === null) throw notFound();
  const [row] = await repo.lampsForExport(db, [lampId]);
  return { name: `${row!.brandName} ${row!.model}`, bytes: await gldfOfLamps(db, blobs, [lampId], { name: row!.model, id: `lampsheet-lamp-${lampId}` }) };
}

/**
 * A project's chosen fixtures, for its members: each record's chosen product by the schedule's and
 * the sheet's one rule (`chosenFixtures`: the fixture taken from Rank, else the first it was made
 * from), so the GLDF holds the products the schedule names.
 */
export async function projectGldf(db: Kysely<Database>, blobs: BlobStore, user: User, projectId: number): Promise<{ name: string; bytes: Uint8Array }> {
  const project = await requireProjectAccess(db, user, projectId);
  const records = (await repo.projectRecordBodies(db, projectId)).flatMap((r) => {
    try {
      return [{ id: r.id, body: JSON.parse(r.body) as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
  const chosen = new Set([...(await chosenFixtures(db, records)).values()].map((f) => f.lampId));
  if (!chosen.size) throw new AppError('NOT_FOUND', 'gldfNoChosenFixtures');
  return { name: project.itemName, bytes: await gldfOfLamps(db, blobs, [...chosen], { name: project.itemName, id: `lampsheet-project-${projectId}` }) };
}
