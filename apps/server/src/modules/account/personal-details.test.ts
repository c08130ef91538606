import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (body: unknown, token?: string) =>
  t.api.call('PUT', '/profile/personal-details', { body, token });

describe('personal details', () => {
  it('reads and saves the name, phone and postcode; the session sees them at once', async () => {
    const { token, input } = await signUpCustomer(t.api, { phone: '0400 000 000' });
    const read = await t.api.get('/profile/personal-details', token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      firstName: 'Alex',
      lastName: input.lastName,
      phone: '0400 000 000',
      postcode: null,
      email: input.email,
      emailVerified: true,
    });

    const saved = await put(
      { firstName: ' Sam ', lastName: 'Lee', phone: '', postcode: '3000' },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Sam',
      lastName: 'Lee',
      phone: null,
      postcode: '3000',
    });
    const user = (await t.api.graphql(GET_USER, {}, token)).body.data.getUser;
    expect(user).toMatchObject({ name: 'Sam Lee', phone: null, postcode: '3000' });
  });

  it('names each bad field and changes nothing', async () => {
    const { token } = await signUpCustomer(t.api);
    const bad = await put(
      { firstName: '', lastName: 'Lee', phone: 'ring me', postcode: '3000' },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_INPUT');
    expect(bad.body.error.fields).toEqual({
      firstName: 'First name is required',
      phone: 'Not a valid phone number',
    });
    const read = await t.api.get('/profile/personal-details', token);
    expect(read.body.firstName).toBe('Alex');
    expect(read.body.postcode).toBeNull();
  });

  it("only ever touches the signed-in customer's own details", async () => {
    const owner = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    // A user id in the body is not an input: it is ignored, never followed.
    const res = await put(
      { userId: owner.user.flakeId, firstName: 'Mallory', lastName: 'X' },
      other.token,
    );
    expect(res.status).toBe(200);
    expect((await t.api.get('/profile/personal-details', owner.token)).body.firstName).toBe('Alex');
    expect((await t.api.get('/profile/personal-details', other.token)).body.firstName).toBe(
      'Mallory',
    );
  });

  it('needs a session', async () => {
    expect((await t.api.get('/profile/personal-details')).status).toBe(401);
    expect((await put({ firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});
