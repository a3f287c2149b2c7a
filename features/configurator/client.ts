/**
 * What other features' browser code may use of this feature: components, client calls and the pure rules
 * and schemas they need. Server code uses the feature's index. Lint forbids imports of any other module of
 * this feature from outside it.
 */
export { type ConfigurationInput, configurationSchema } from './schemas';
/**
 * The shop's configurator component, loaded on demand (the back office's preview wraps it in an island).
 * A loader rather than the component or an island: modules that import this file for the schema must not
 * bring the configurator, or start loading it.
 */
export const loadConfigurator = () => import('./components/configurator').then((m) => m.Configurator);
export type { ConfiguratorData } from './types';
