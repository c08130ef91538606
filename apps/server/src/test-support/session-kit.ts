import { GET_USER, type TResponse, type TTestApp } from './test-app.js';

// Account tests ask the same two questions of a session again and again: does this token
// still open the account, and what token does signing in from a given device give.

type TApi = TTestApp['api'];

/** Whether the session behind the token still reads the account. */
export async function isSignedIn(api: TApi, token: string): Promise<boolean> {
  return (await api.graphql(GET_USER, {}, token)).body.data.getUser !== null;
}

/** Signs in (optionally as a given browser) and answers the response. */
export function signInWith(
  api: TApi,
  email: string,
  password: string,
  userAgent?: string,
): Promise<TResponse> {
  return api.call('POST', '/auth/sign-in', {
    body: { email, password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
}
