// What the worker, `npm start` and the tests use of the seed: statements to load it, the script
// form for `wrangler d1 execute --file`, and the catalogue itself for assertions.
export { buildSeed, catalogueStatements, parseSeedToday, type BuildSeedResult, type SeedToday } from './build-seed';
export { buildCatalogue, type Catalogue } from './catalogue';
export type { StoredEvent } from './catalogue-items';
export { toSqlScript, sqlLiteral, type SqlStatement, type SqlValue } from './sql-statement';
export { DOCUMENT_ID, eventId, itemNumber, postId, translationKey } from './ids';
