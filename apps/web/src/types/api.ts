/**
 * Answer shapes the web app uses, taken from the shared contracts (type-only, so no zod code
 * lands in the light log-in and projects chunks).
 */
export type { User, Project, CreateProjectRequest, Page } from '@lampsheet/contracts';
