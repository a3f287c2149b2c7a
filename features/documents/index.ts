import 'server-only';

/**
 * What other features' server code may use of this feature. Their browser code uses './client'; types
 * may come from either. Lint forbids imports of any other module of this feature from outside it.
 */
export { orderNumber } from './model';
export { documentPdf } from './server/documents';
export {
  creditNoteOf,
  documentsOfOrder,
  draftInvoice,
  issueCreditNote,
  issueInvoice,
  issuedOf,
  issuedPdf,
  packingSlipPdf,
  type IssuedDocument,
} from './server/invoices';
