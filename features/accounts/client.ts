/**
 * What other features' browser code may use of this feature: components, client calls and the pure rules
 * and schemas they need. Server code uses the feature's index. Lint forbids imports of any other module of
 * this feature from outside it.
 */
export { LoginForm, type SocialLogin } from './components/login-form';
export { SecondFactorStep } from './components/two-factor';
export { AUTH_RESUME_PATH } from './model';
export { loginSchema, passwordField } from './schemas';
