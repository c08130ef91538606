// SPEC §4: sign-out shuts down the support chat widget so the next person at this browser
// does not see the previous user's conversation. No widget is embedded yet; when one is,
// its shutdown call goes here and every sign-out path already calls it.
export function shutdownSupportWidget(): void {}
