/**
 * A script the API page (Swagger UI at /api/clearway/docs, framed by /swagger) loads before Swagger UI starts: it
 * hands the page this origin's `token` cookie (the app's session, spec 01 §4) as its bearer authorization, through
 * the authorization Swagger UI restores at start (`persistAuthorization`), so "Try it out" calls the API as the
 * person who opened it. Without the cookie (signed out) the page starts signed out.
 */
export const SWAGGER_SIGN_IN_SCRIPT = `(function () {
  var match = /(?:^|;\\s*)token=([^;]+)/.exec(document.cookie);
  try {
    if (match) localStorage.setItem('authorized', JSON.stringify({ bearer: { name: 'bearer', schema: { type: 'http', scheme: 'bearer' }, value: decodeURIComponent(match[1]) } }));
    else localStorage.removeItem('authorized');
  } catch (e) {
    // Storage refused (a framed page in a strict browser): the page stays signed out.
  }
})();
`;
