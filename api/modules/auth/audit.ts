/**
 * Moved to api/lib/audit.ts (it is shared by every module). This re-export only keeps modules
 * that were being written during the move compiling; import from '../../lib/audit.js' and
 * delete this file once nothing imports it.
 */
export * from '../../lib/audit.js';
