export * from './client.js';
export { DataDirLockedError, lockDataDir, LOCK_FILE, type DataDirLockHolder } from './data-dir-lock.js';
export * as schema from './schema.js';
export { hansards, hansardDocuments, hansardAnalyses } from './schema.js';
export type { HansardRow, NewHansardRow, HansardAnalysisRow, HansardAnalysisSnapshot } from './schema.js';
export {
  firstHansardAnalysis,
  hansardAnalysisSnapshot,
  EDITOR_ENGINE,
  isEditorEngine,
  isEditorEngineSql,
  type AnalysedHansardRow,
} from './hansard-analyses.js';
export { seedDatabase, readSeedHansards, PEOPLE_SEED_FILE } from './seed.js';
export { makeSyntheticHansard, createRandom } from './hansard-factory.js';
export { bills, billStages, billAmendments, billDebates, billStakeholders } from './schema.js';
export type { BillRow, NewBillRow } from './schema.js';
export { billTexts, billSections, legalOpinions, aiFeedback } from './schema.js';
export type { BillTextRow, BillSectionRow, NewBillSectionRow } from './schema.js';
export { readSeedBills, SeedBillSchema, type SeedBill } from './seed-bills.js';
export { billSearchTerms } from './bill-search-terms.js';
export { makeSyntheticBill } from './bill-factory.js';
export { authUsers, authSessions, authAccounts, authVerifications, authRateLimits, profiles, mailOutbox, appSecrets } from './schema.js';
export type { ProfileRow, MailOutboxRow } from './schema.js';
export { domainEvents, subscriptions, alertDeliveries, textOutbox, memberFollows, topicFollows, topicSpeechSends } from './schema.js';
export type { SubscriptionRow, DomainEventRow, MemberFollowRow, TopicFollowRow } from './schema.js';
export { pushSubscriptions, pushDeliveries } from './schema.js';
export type { PushSubscriptionRow } from './schema.js';
export { outboxColumns, type OutboxStatus } from './outbox-columns.js';
export { persons, organizations, legislativePeriods, areas, memberships, personAliases, personRedirects, foldedSql } from './schema.js';
export { recordRemovals, RECORD_KINDS, type RecordKind, type RecordRemovalRow } from './schema.js';
export { speeches, speechRedirects, questions, searchWords, searchAbbreviations, searchAbbreviationsPending, searchVectorsStale } from './schema.js';
export type { SpeechRow, NewSpeechRow, SpeechRedirectRow, QuestionRow, NewQuestionRow } from './schema.js';
export type { PersonRow, NewPersonRow, OrganizationRow, LegislativePeriodRow, AreaRow, MembershipRow, PersonAliasRow, PersonRedirectRow } from './schema.js';
