import { Outlet, useLoaderData } from 'react-router';
import { ForbiddenPage } from '../errors/forbidden-page';
import type { TProtectedLoaderData } from './protected-loader';

/** The protected area: its loader has already redirected anyone who may not be here. */
export function ProtectedLayout() {
  const { forbidden } = useLoaderData<TProtectedLoaderData>();
  return forbidden ? <ForbiddenPage /> : <Outlet />;
}
