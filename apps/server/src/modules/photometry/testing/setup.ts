/** A small world for the photometry tests: users, lamp types, contests of a few types (no demo data). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../../db/database.js';
import { hashPassword } from '../../auth/password.js';

/** `<repo>/../shared/photometry`: the real files the tests read. */
export const SHARED_PHOTOMETRY = fileURLToPath(new URL('../../../../../../../shared/photometry/', import.meta.url));

export function sharedPhotometryFiles(): string[] {
  return readdirSync(SHARED_PHOTOMETRY)
    .filter((f) => /\.(ies|ldt)$/i.test(f))
    .sort()
    .map((f) => join(SHARED_PHOTOMETRY, f));
}

export interface World {
  contests: { flood: number; composite: number; point: number; wash: number };
  lampTypes: { floodlight: number; washer: number };
  brandId: number;
}

/** Users demo (designer) and admin, two lamp types, one brand, four contests. */
export async function worldCreate(db: Db): Promise<World> {
  const k = db.kysely;
  const now = new Date().toISOString();
  await k
    .insertInto('users')
    .values([
      { username: 'demo', displayName: 'Demo', passwordHash: await hashPassword('demo1234'), role: 'designer', createdAt: now },
      { username: 'admin', displayName: 'Admin', passwordHash: await hashPassword('admin1234'), role: 'admin', createdAt: now },
    ])
    .execute();
  await k
    .insertInto('contestTypes')
    .values([
      { id: 1, parentId: null, kind: null, typeName: '立面', typeNameEn: 'Facade', faces: 1, albedoBlank: 0, pointSource: 0, sort: 1 },
      { id: 5, parentId: null, kind: null, typeName: '点光源', typeNameEn: 'Point source', faces: 1, albedoBlank: 1, pointSource: 1, sort: 5 },
      { id: 101, parentId: 1, kind: 'floodlighting', typeName: '正投', typeNameEn: 'Floodlighting', faces: 1, albedoBlank: 0, pointSource: 0, sort: 1 },
      { id: 102, parentId: 1, kind: 'wallWashing', typeName: '洗墙', typeNameEn: 'Wall washing', faces: 1, albedoBlank: 0, pointSource: 0, sort: 2 },
      { id: 103, parentId: 1, kind: 'compositeSurface', typeName: '组合面', typeNameEn: 'Composite surface', faces: 2, albedoBlank: 0, pointSource: 0, sort: 3 },
      { id: 112, parentId: 5, kind: 'controlledPoint', typeName: '控光点光源', typeNameEn: 'Controlled point', faces: 1, albedoBlank: 1, pointSource: 1, sort: 4 },
    ])
    .execute();
  const contest = async (contestTypeId: number, values: Record<string, number | null>) =>
    (
      await k
        .insertInto('contests')
        .values({ contestTypeId, name: `c${contestTypeId}`, albedo: contestTypeId === 112 ? null : 0.4, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const contests = {
    flood: await contest(101, { h: 12, w: 8, contestA: null }),
    wash: await contest(102, { h: 4, w: 3, contestS: 1 }),
    composite: await contest(103, { w1: 3, w2: 2, contestH1: 4, contestH2: 3, contestL: 1 }),
    point: await contest(112, {}),
  };
  const types = await k
    .insertInto('dictEntries')
    .values([
      { indexPinyin: 'dengjuleixing', dictCont: '投光灯', dictContEn: 'Floodlight', dictExtra: 'TGD', dictRemark: null, dictVideo: null, dictSubtitle: null, contestType: null, lampType: null, sort: 1 },
      { indexPinyin: 'dengjuleixing', dictCont: '洗墙灯', dictContEn: 'Wall washer', dictExtra: 'XQD', dictRemark: null, dictVideo: null, dictSubtitle: null, contestType: null, lampType: null, sort: 2 },
    ])
    .returning('id')
    .execute();
  const brand = await k.insertInto('brands').values({ brandName: 'Acme Lighting', brandLogo: null, isOrgState: 1 }).returning('id').executeTakeFirstOrThrow();
  return { contests, lampTypes: { floodlight: types[0]!.id, washer: types[1]!.id }, brandId: brand.id };
}

/**
 * Wait until no import job is running (the runner stops only between two lamps, so closing the
 * app under a running job can outlast the close timeout on a loaded machine).
 */
export async function importJobsSettled(db: Db): Promise<void> {
  for (let i = 0; i < 900; i++) {
    const running = await db.kysely.selectFrom('importJobs').select('jobId').where('status', '=', 'running').execute();
    if (!running.length) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
