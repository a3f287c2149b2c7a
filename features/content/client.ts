/**
 * What other features' browser code may use of this feature: components, client calls and the pure rules
 * and schemas they need. Server code uses the feature's index. Lint forbids imports of any other module of
 * this feature from outside it.
 */
export { shipsToday, zonedClock } from './model';
