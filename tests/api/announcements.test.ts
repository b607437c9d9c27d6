import { describe, expect, it } from 'vitest';
import { announcementMessages as m } from '../../src/contract/announcements.ts';
import { expectAccess, useCast } from '../helpers/access.ts';

const { c } = useCast();

const write = (body: Record<string, unknown>, agent = c.admin.agent) =>
  agent.post('/api/announcements', { title: 'Bienvenue', content: 'Bonne rentrée !', ...body });

describe('announcements', () => {
  it('lets only admins write, change and delete them', async () => {
    await expectAccess(c, (a) => a.post('/api/announcements', {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
    const { id } = (await write({})).json() as { id: string };
    await expectAccess(c, (a) => a.put(`/api/announcements/${id}`, {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
    await expectAccess(c, (a) => a.delete(`/api/announcements/${id}`), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 204,
    });
    expect((await c.admin.agent.delete(`/api/announcements/${id}`)).json()).toEqual({
      message: m.notFound,
      code: 'ANNOUNCEMENT_NOT_FOUND',
    });
  });

  it('requires a title and a content, with the spec messages', async () => {
    const res = await write({ title: '  ', content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: m.titleRequired, content: m.contentRequired });
  });

  it('shows published ones to everyone, newest first, with their author; drafts to admins only', async () => {
    const older = (await write({ title: 'Ancienne', isPublished: true, type: 'success' })).json();
    const draft = (await write({ title: 'Brouillon' })).json();
    const newer = (await write({ title: 'Récente', isPublished: true, type: 'warning' })).json();
    const seen = (await c.visitor.get('/api/announcements')).json() as { id: string }[];
    const ids = seen.map((a) => a.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(seen.find((a) => a.id === newer.id)).toMatchObject({
      type: 'warning',
      author: { name: c.admin.user.name },
    });
    const all = (await c.admin.agent.get('/api/announcements')).json() as { id: string }[];
    expect(all.map((a) => a.id)).toContain(draft.id);

    const published = await c.admin.agent.put(`/api/announcements/${draft.id}`, {
      title: 'Brouillon publié',
      content: 'Visible.',
      isPublished: true,
    });
    expect(published.json()).toMatchObject({ title: 'Brouillon publié', isPublished: true });
    const now = (await c.student.agent.get('/api/announcements')).json() as { id: string }[];
    expect(now.map((a) => a.id)).toContain(draft.id);
  });
});
