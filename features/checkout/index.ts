import 'server-only';

/**
 * What other features' server code may use of this feature. Their browser code uses './client'; types
 * may come from either. Lint forbids imports of any other module of this feature from outside it.
 */
export { emitStockChanged } from './server/events';
export {
  acceptOrder,
  cancelLivePayments,
  flowOf,
  markCanceled,
  orderSummary,
  refundPayment,
  returnLineUnits,
  type OrderSummary,
  type StockChange,
} from './server/orders';
export { sendCanceledMail, sendRefundedMail, sendShippedMail } from './server/mail';
export { DELIVERY_TYPES } from './model';
export {
  availableActions,
  ORDER_ACTIONS,
  orderStatus,
  step,
  type Fulfilment,
  type OrderAction,
  type OrderStatus,
  type Refusal,
} from './order-flow';
