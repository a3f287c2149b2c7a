/**
 * What other features' browser code may use of this feature: the pure rules of an order's work and
 * status. Server code uses the feature's index. Lint forbids imports of any other module of this feature
 * from outside it.
 */
export {
  FULFILMENT_STATES,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type Fulfilment,
  type OrderAction,
} from './order-flow';
