import { describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { PASSWORD } from '../../test/harness.ts';
import {
  h,
  manager,
  managerId,
  viewer,
  payloadOf,
  createUser,
  events,
  mailsTo,
  linkIn,
  setupUsers,
} from './users.test-utils.ts';

setupUsers();

describe('users: passwords set by an administrator', () => {
  it('sets a new password, ending the user sessions; the new password works and the old one does not', async () => {
    const u = await createUser();
    const native = await h.as(u.email);
    const res = await manager.inject({
      method: 'POST',
      url: `/api/users/${u.public_id}/password`,
      payload: { password: 'Nueva-Clave-2027' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.adminPasswordSet);
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: 'Nueva-Clave-2027' },
        })
      ).statusCode,
    ).toBe(200);
    const [event] = await events('user_password_reset_by_admin', u.email);
    expect(event.details).toEqual({ method: 'password', sessions_ended: true });
    expect(JSON.stringify(event)).not.toContain('Nueva-Clave-2027');

    const own = await manager.inject({
      method: 'POST',
      url: `/api/users/${managerId}/password`,
      payload: { password: 'Nueva-Clave-2027' },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.password).toEqual([MSG.ownPasswordViaProfile]);
    expect((await manager.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);

    const short = await manager.inject({
      method: 'POST',
      url: `/api/users/${u.public_id}/password`,
      payload: { password: 'corta' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/al menos 8 caracteres/);
  });

  it('without a password mails a reset link that works once', async () => {
    const u = await createUser();
    const res = await manager.inject({
      method: 'POST',
      url: `/api/users/${u.public_id}/password`,
      payload: { password: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.adminResetLinkSent);
    const [mail] = mailsTo(u.email);
    expect(mail).toContain('Un administrador solicitó que usted establezca una nueva contraseña');
    const link = linkIn(mail);
    expect(link.email).toBe(u.email);
    const reset = await h.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token: link.token,
        email: u.email,
        password: 'Desde-Enlace-2026',
        password_confirmation: 'Desde-Enlace-2026',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: 'Desde-Enlace-2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await events('user_password_reset_by_admin', u.email))[0].details).toEqual({ method: 'link' });
  });

  it('refuses a link for an inactive user and reports a mail that cannot go out', async () => {
    const u = await createUser();
    await manager.inject({ method: 'PUT', url: `/api/users/${u.public_id}/active`, payload: { active: false } });
    const inactive = await manager.inject({ method: 'POST', url: `/api/users/${u.public_id}/password`, payload: {} });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(MSG.inactiveUserNoLink);

    const v = await createUser();
    const send = h.app.mailer.send;
    h.app.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      const res = await manager.inject({ method: 'POST', url: `/api/users/${v.public_id}/password`, payload: {} });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(MSG.mailFailed);
    } finally {
      h.app.mailer.send = send;
    }
  });
});

describe('users: invitation', () => {
  it('creates a user without a password and mails an invitation whose link sets the password', async () => {
    const payload = payloadOf({ password: undefined });
    const res = await manager.inject({ method: 'POST', url: '/api/users', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation_sent).toBe(true);
    const [mail] = mailsTo(payload.email);
    expect(mail).toMatch(/^Subject: .*Invitación/m);
    expect(mail).toContain('Se creó una cuenta para usted en Gestora');
    const link = linkIn(mail);
    expect(link.email).toBe(payload.email);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: payload.email, password: 'cualquier-cosa' },
        })
      ).statusCode,
    ).toBe(422);

    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const body = {
      token: link.token,
      email: payload.email,
      password: 'Mi-Primera-Clave',
      password_confirmation: 'Mi-Primera-Clave',
    };
    expect((await b.inject({ method: 'POST', url: '/reset-password', payload: body })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/api/reset-password', payload: body })).statusCode).toBe(422);
    expect((await b.login(payload.email, 'Mi-Primera-Clave')).statusCode).toBe(200);
    const [event] = await events('user_created', payload.email);
    expect(event.details.password).toBe('invitation');
  });

  it('keeps the user when the invitation mail fails', async () => {
    const send = h.app.mailer.send;
    let attempts = 0;
    h.app.mailer.send = async () => {
      attempts++;
      throw new Error('SMTP caído');
    };
    try {
      const res = await manager.inject({ method: 'POST', url: '/api/users', payload: payloadOf({ password: null }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().invitation_sent).toBe(false);
      expect(attempts).toBe(3);
      expect((await viewer.inject({ method: 'GET', url: `/api/users/${res.json().public_id}` })).statusCode).toBe(200);
    } finally {
      h.app.mailer.send = send;
    }
  });
});
