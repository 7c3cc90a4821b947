export * from './client.js';
export * as schema from './schema.js';
export { hansards, hansardDocuments } from './schema.js';
export type { HansardRow, NewHansardRow } from './schema.js';
export { seedDatabase, readSeedHansards } from './seed.js';
export { makeSyntheticHansard, createRandom } from './hansard-factory.js';
