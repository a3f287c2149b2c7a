import 'server-only';

/**
 * What other features' server code may use of this feature. Their browser code uses './client'; types
 * may come from either. Lint forbids imports of any other module of this feature from outside it.
 */
export { type ConfigurationInput, type SelectionInput } from './schemas';
export { priceConfiguration } from './server/service';
export { assembleConfigurator, readParts, type ConfiguratorRows } from './server/data';
export { checkCompatibility, sortedGroups, type Violation } from './compatibility';
export { initialState, wouldBreak } from './model';
export type { ConfiguratorData } from './types';
