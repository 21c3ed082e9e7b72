// A small OpenID Connect provider for the sign-in journey, on 127.0.0.1 with a fresh RSA key:
// discovery, JWKS, an authorize endpoint that approves at once (the person "clicks Continue"),
// and a token endpoint that checks the code, the PKCE verifier and the client before it signs a
// real RS256 ID token. The same idea as the API tests' provider (server/tests/support).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'

const b64url = (buffer) => Buffer.from(buffer).toString('base64url')

export async function startOidcProvider({ clientId, clientSecret, subject, name }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }
  const grants = new Map()
  let issuer = ''

  const idToken = (grant) => {
    const now = Math.floor(Date.now() / 1000)
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'e2e' }))
    const claims = b64url(JSON.stringify({ iss: issuer, aud: clientId, sub: subject, name, nonce: grant.nonce, iat: now, exp: now + 600 }))
    return `${header}.${claims}.${b64url(sign('sha256', Buffer.from(`${header}.${claims}`), privateKey))}`
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, issuer)
    let body = ''
    for await (const chunk of req) body += chunk
    const send = (status, value, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      res.end(value === undefined ? '' : JSON.stringify(value))
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(200, { issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` })
    }
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] })
    if (url.pathname === '/authorize') {
      const q = url.searchParams
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256') return send(400, { error: 'invalid_request' })
      const code = b64url(randomBytes(16))
      grants.set(code, { nonce: q.get('nonce'), challenge: q.get('code_challenge'), redirectUri: q.get('redirect_uri') })
      const back = new URL(q.get('redirect_uri'))
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state'))
      return send(302, undefined, { Location: back.toString() })
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(body)
      const grant = grants.get(form.get('code'))
      grants.delete(form.get('code'))
      const challenge = b64url(createHash('sha256').update(form.get('code_verifier') ?? '').digest())
      if (!grant || challenge !== grant.challenge || form.get('redirect_uri') !== grant.redirectUri || form.get('client_secret') !== clientSecret) {
        return send(400, { error: 'invalid_grant' })
      }
      return send(200, { access_token: 'at', token_type: 'Bearer', id_token: idToken(grant) })
    }
    return send(404, { error: 'not_found' })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  issuer = `http://127.0.0.1:${server.address().port}`
  return { issuer, stop: () => new Promise((resolve) => server.close(resolve)) }
}
