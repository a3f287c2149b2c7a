import 'server-only';

/**
 * What other features' server code may use of this feature. Their browser code uses './client'; types
 * may come from either. Lint forbids imports of any other module of this feature from outside it.
 */
export { isVerifiedStaff } from './model';
export { passwordField } from './schemas';
export { createCustomer, findCustomerByEmail } from './server/customers';
export { getProfile, listAddresses } from './server/profiles';
export { type CurrentCustomer, currentCustomer } from './server/sessions';
