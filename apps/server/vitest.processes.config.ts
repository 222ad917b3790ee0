import { PROCESS_TESTS, serverProject } from './vitest.config.ts';

/**
 * The tests that start real server processes and PostgreSQL clusters of their own (faults,
 * two instances on one database, the built server). They run after every other project, one
 * file at a time, so that their restarts, kills and deadlines never share the machine with
 * another test file.
 */
export default serverProject({
  name: '@lampsheet/server-processes',
  include: PROCESS_TESTS,
  maxWorkers: 1,
  sequence: { groupOrder: 1 },
});
