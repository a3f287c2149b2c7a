/**
 * React Query keys shared across features. The cart's key lives here so that accounts (login, logout) can
 * reload the cart without importing the cart feature (features depend checkout → cart → accounts).
 */
export const CART_QUERY_KEY = ['cart'] as const;
