import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import loginRoutes from './routes/login-routes.ts';
import otpRoutes from './routes/otp-routes.ts';
import passwordRoutes from './routes/password-routes.ts';
import sessionRoutes from './routes/session-routes.ts';

/**
 * Sign-in: LoginValidate, GetCaptcha, CheckEmailExists, User/GetEncrypted; the one-time codes;
 * ForgetPassword and UpdatePassword; Logout, User/GetSession and User/UnlockSignIn. The app
 * registers this one plugin; its parts stay in routes/.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes);
  await app.register(otpRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionRoutes);
};

export default authRoutes;
