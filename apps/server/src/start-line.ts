import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { verifyPassword } from './modules/auth/password.js';
import { findUserByName } from './modules/auth/repository.js';

/** The address to tell people: PUBLIC_URL, else the listening address (this machine's name for 0.0.0.0). */
export function startUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, machine = hostname()): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcard = ['0.0.0.0', '::', '[::]', ''].includes(config.host);
  const host = wildcard ? machine : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Whether the demo account still logs in with the documented password (then the start line says so). */
export async function demoLoginWorks(app: FastifyInstance): Promise<boolean> {
  if (!app.config.demo) return false;
  const row = await findUserByName(app.db.kysely, 'demo');
  return !!row && (await verifyPassword('demo1234', row.passwordHash));
}

