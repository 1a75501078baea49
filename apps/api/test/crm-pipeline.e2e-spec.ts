import pactum from 'pactum';
import { Shop } from '@cuvee/iam';
import { PERMISSIONS } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { TaskRemindersRelay } from '../src/reminders/task-reminders.relay.js';
import { acceptInvitation, bearer, login, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * CRM work around the clients: the opportunity pipeline and its kanban moves, prospection by area
 * and bulk assignment, tasks (create, complete, seeAllTask / createTask), the calendar range and task
 * reminders delivered as notifications. Runs on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL.
 */

interface Stage {
  id: number;
  key: string;
  name: string;
  position: number;
  probability: number;
  outcome: string;
}
interface Opportunity {
  id: number;
  clientId: number;
  stageId: number;
  amountCents: number;
  weightedAmountCents: number;
  probability: number;
  closedAt: string | null;
  ownerId: number;
}
interface Task {
  id: number;
  title: string;
  assigneeId: number;
  clientId: number | null;
  done: boolean;
  doneAt: string | null;
  dueAt: string;
  priority: string;
}
interface Prospect {
  id: number;
  department: string | null;
  typology: string;
  tags: string[];
  pipe: string | null;
  agentId: number | null;
}

const INVITEE_PASSWORD = 'Vendanges2026';

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let agent: Record<string, string>;
let stages: Stage[];
/** A collaborator who may create tasks but sees only their own (no seeAllTask), and no createClient. */
let limited: Record<string, string>;
let limitedId: number;

async function rows<T>(headers: Record<string, string>, path: string, filter: object = {}): Promise<T[]> {
  return (
    await pactum
      .spec()
      .get(path)
      .withHeaders(headers)
      .withQueryParams({ filter: JSON.stringify(filter), range: '[0,199]' })
      .expectStatus(200)
  ).json as T[];
}

async function post<T>(headers: Record<string, string>, path: string, body: object, status = 201) {
  return (await pactum.spec().post(path).withHeaders(headers).withJson(body).expectStatus(status))
    .json as T & {
    message: string | string[];
  };
}

async function put<T>(headers: Record<string, string>, path: string, body: object, status = 200) {
  return (await pactum.spec().put(path).withHeaders(headers).withJson(body).expectStatus(status))
    .json as T & {
    message: string | string[];
  };
}

beforeAll(async () => {
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  const demoShop = await api.get(Database).dataSource.getRepository(Shop).findOneByOrFail({ code: 'DEMO' });
  agent = { ...as('agent'), 'X-Shop-Id': String(demoShop.id) };
  stages = await rows<Stage>(as('proprietaire'), '/v1/opportunity-stages');
  const refused = ['seeAllTask', 'createClient'];
  const created = await post<{ id: number }>(as('proprietaire'), '/v1/collaborators', {
    email: 'taches@example.fr',
    firstname: 'Théo',
    lastname: 'Tâches',
    authorizations: Object.fromEntries(PERMISSIONS.map((p) => [p, !refused.includes(p)])),
  });
  limitedId = created.id;
  await acceptInvitation(api, 'taches@example.fr', INVITEE_PASSWORD);
  limited = bearer(await login('taches@example.fr', INVITEE_PASSWORD));
}, 120_000);
afterAll(() => api.stop());

const stage = (key: string) => stages.find((s) => s.key === key)!;

describe('the opportunity pipeline (/clients/opportunities)', () => {
  test('every shop starts with the default stages, left to right', async () => {
    expect(stages.map((s) => s.key)).toEqual(['new', 'qualified', 'proposal', 'negotiation', 'won', 'lost']);
    expect(stages.map((s) => s.name)).toEqual([
      'Nouvelle',
      'Qualifiée',
      'Proposition envoyée',
      'Négociation',
      'Gagnée',
      'Perdue',
    ]);
    // Another shop gets its own.
    const theirs = await rows<Stage>(as('exemple'), '/v1/opportunity-stages');
    expect(theirs).toHaveLength(6);
    expect(theirs.map((s) => s.id)).not.toContain(stages[0]!.id);
  });

  test('a deal opens in the first stage and moves: probability follows, won closes it', async () => {
    const owner = as('proprietaire');
    const client = (await rows<{ id: number }>(owner, '/v1/clients', { q: 'cave port' }))[0]!;
    const opened = await post<Opportunity>(owner, '/v1/opportunities', {
      title: 'Foire aux vins',
      clientId: client.id,
      amountCents: 250000,
      expectedCloseDate: '2026-09-15',
    });
    expect(opened).toMatchObject({
      stageId: stage('new').id,
      probability: 10,
      weightedAmountCents: 25000,
      closedAt: null,
    });
    expect(opened.ownerId).toBe(ids.proprietaire);

    const proposal = await put<Opportunity>(owner, `/v1/opportunities/${opened.id}`, {
      stageId: stage('proposal').id,
    });
    expect(proposal).toMatchObject({ probability: 50, weightedAmountCents: 125000, closedAt: null });
    const column = await rows<Opportunity>(owner, '/v1/opportunities', { stageId: stage('proposal').id });
    expect(column.map((o) => o.id)).toContain(opened.id);

    const won = await put<Opportunity>(owner, `/v1/opportunities/${opened.id}`, { stageId: stage('won').id });
    expect(won.probability).toBe(100);
    expect(won.closedAt).not.toBeNull();

    const overview = await pactum
      .spec()
      .get(`/v1/clients/${client.id}/overview`)
      .withHeaders(owner)
      .expectStatus(200);
    const moves = (overview.json.timeline as { kind: string; data: { to: string } }[]).filter(
      (entry) => entry.kind === 'opportunityMoved',
    );
    expect(moves.map((move) => move.data.to)).toEqual(
      expect.arrayContaining(['Proposition envoyée', 'Gagnée']),
    );
    expect(overview.json.opportunities.map((o: Opportunity) => o.id)).toContain(opened.id);
  });

  test('bad input: a title is needed, the amount is whole cents, the probability a percent', async () => {
    const owner = as('proprietaire');
    const client = (await rows<{ id: number }>(owner, '/v1/clients'))[0]!;
    expect([(await post(owner, '/v1/opportunities', { clientId: client.id }, 400)).message].flat()).toContain(
      'Ce champ ne peut pas être vide',
    );
    expect(
      [
        (await post(owner, '/v1/opportunities', { title: 'X', clientId: client.id, amountCents: 12.5 }, 400))
          .message,
      ].flat(),
    ).toContain("Le montant doit être un nombre entier de centimes, de 0 à 100 millions d'euros");
    // Above the bound, the weighted amount would no longer be an exact integer: refused, not a 500.
    expect(
      [
        (
          await post(
            owner,
            '/v1/opportunities',
            { title: 'X', clientId: client.id, amountCents: Number.MAX_SAFE_INTEGER },
            400,
          )
        ).message,
      ].flat(),
    ).toContain("Le montant doit être un nombre entier de centimes, de 0 à 100 millions d'euros");
    expect(
      [
        (await post(owner, '/v1/opportunities', { title: 'X', clientId: client.id, probability: 120 }, 400))
          .message,
      ].flat(),
    ).toContain('La probabilité doit être un nombre entier entre 0 et 100');
  });

  test('stages: added at the end, renamed, and an empty one only is deleted', async () => {
    const owner = as('proprietaire');
    const added = await post<Stage>(owner, '/v1/opportunity-stages', {
      name: 'Dégustation',
      probability: 40,
    });
    expect(added.position).toBeGreaterThan(stage('lost').position);
    const renamed = await put<Stage>(owner, `/v1/opportunity-stages/${added.id}`, {
      name: 'Dégustation faite',
    });
    expect(renamed.name).toBe('Dégustation faite');
    const full = await pactum
      .spec()
      .delete(`/v1/opportunity-stages/${stage('won').id}`)
      .withHeaders(owner)
      .expectStatus(409);
    expect(full.json.message).toBe(
      'Cette étape contient encore des opportunités : déplacez-les avant de la supprimer',
    );
    await pactum.spec().delete(`/v1/opportunity-stages/${added.id}`).withHeaders(owner).expectStatus(200);
  });

  test("another shop's deals and stages answer 404; agents have no kanban", async () => {
    const demo = (await rows<Opportunity>(as('proprietaire'), '/v1/opportunities'))[0]!;
    await pactum.spec().get(`/v1/opportunities/${demo.id}`).withHeaders(as('exemple')).expectStatus(404);
    await put(as('exemple'), `/v1/opportunities/${demo.id}`, { stageId: stage('lost').id }, 404);
    await put(as('exemple'), `/v1/opportunity-stages/${stage('lost').id}`, { name: 'Volée' }, 404);
    expect((await rows<Opportunity>(as('exemple'), '/v1/opportunities')).map((o) => o.id)).not.toContain(
      demo.id,
    );
    await pactum.spec().get('/v1/opportunities').withHeaders(agent).expectStatus(403);
  });
});

describe('prospection (/clients/prospection)', () => {
  test('only prospects, found by area (overseas departments too), typology and tags', async () => {
    const owner = as('proprietaire');
    const all = await rows<Prospect>(owner, '/v1/prospection');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.pipe !== null)).toBe(true);
    const reunion = await rows<Prospect>(owner, '/v1/prospection', { department: '974' });
    expect(reunion.length).toBeGreaterThan(0);
    expect(reunion.every((p) => p.department === '974')).toBe(true);
    const hotels = await rows<Prospect>(owner, '/v1/prospection', { typology: 'hotel' });
    expect(hotels.every((p) => p.typology === 'hotel' && p.pipe !== null)).toBe(true);
    const tagged = all.find((p) => p.tags.length > 0)!;
    const byTag = await rows<Prospect>(owner, '/v1/prospection', { tags: [tagged.tags[0]] });
    expect(byTag.map((p) => p.id)).toContain(tagged.id);
    expect(byTag.every((p) => p.tags.includes(tagged.tags[0]!))).toBe(true);
  });

  test('a selection is dealt out to the chosen team members in turn, and each sees theirs', async () => {
    const owner = as('proprietaire');
    const unassigned = await rows<Prospect>(owner, '/v1/prospection', { unassigned: true });
    expect(unassigned.length).toBeGreaterThanOrEqual(3);
    const chosen = unassigned.slice(0, 3).map((p) => p.id);
    const dealt = await post<{ clientId: number; agentId: number }[]>(
      owner,
      '/v1/prospection/assign',
      { clientIds: chosen, agentIds: [ids.agent, ids.collaborateur] },
      200,
    );
    const sorted = [...chosen].sort((a, b) => a - b);
    expect(dealt).toEqual([
      { clientId: sorted[0], agentId: ids.agent },
      { clientId: sorted[1], agentId: ids.collaborateur },
      { clientId: sorted[2], agentId: ids.agent },
    ]);
    const agentClients = (await rows<Prospect>(agent, '/v1/clients')).map((c) => c.id);
    expect(agentClients).toEqual(expect.arrayContaining([sorted[0], sorted[2]]));
    expect(agentClients).not.toContain(sorted[1]);
  });

  test('needs seeAllClient: agents and buyers are refused; a stranger is not a team member', async () => {
    await pactum.spec().get('/v1/prospection').withHeaders(agent).expectStatus(403);
    await pactum.spec().get('/v1/prospection').withHeaders(as('acheteur')).expectStatus(403);
    const prospect = (await rows<Prospect>(as('proprietaire'), '/v1/prospection'))[0]!;
    const refused = await post(
      as('proprietaire'),
      '/v1/prospection/assign',
      { clientIds: [prospect.id], agentIds: [ids.exemple] },
      400,
    );
    expect(refused.message).toBe("Cette personne ne fait pas partie de l'équipe de la boutique");
  });
});

describe('tasks (/dashboard/tasks)', () => {
  test('created with an activity type and a priority, then completed', async () => {
    const owner = as('proprietaire');
    const client = (await rows<{ id: number; displayName: string }>(owner, '/v1/clients'))[0]!;
    const task = await post<Task & { clientName: string }>(owner, '/v1/tasks', {
      title: 'Dégustation du millésime',
      activityType: 'tasting',
      priority: 'high',
      dueAt: '2026-06-10T14:00:00+02:00',
      durationMinutes: 90,
      clientId: client.id,
    });
    expect(task).toMatchObject({
      assigneeId: ids.proprietaire,
      clientName: client.displayName,
      priority: 'high',
      done: false,
      doneAt: null,
    });
    expect(new Date(task.dueAt).toISOString()).toBe('2026-06-10T12:00:00.000Z');
    const done = await put<Task>(owner, `/v1/tasks/${task.id}`, { done: true });
    expect(done.done).toBe(true);
    expect(done.doneAt).not.toBeNull();
    const open = await rows<Task>(owner, '/v1/tasks', { done: false });
    expect(open.map((t) => t.id)).not.toContain(task.id);
    const reopened = await put<Task>(owner, `/v1/tasks/${task.id}`, { done: false });
    expect(reopened.doneAt).toBeNull();
  });

  test('bad input: title, activity type and due date are needed and checked', async () => {
    const owner = as('proprietaire');
    expect(
      [(await post(owner, '/v1/tasks', { activityType: 'phone', dueAt: '2026-06-01' }, 400)).message].flat(),
    ).toContain('Ce champ ne peut pas être vide');
    expect(
      [
        (await post(owner, '/v1/tasks', { title: 'X', activityType: 'phone', dueAt: '31/02/2026' }, 400))
          .message,
      ].flat(),
    ).toContain("La date n'est pas valide");
    const unknown = await post(
      owner,
      '/v1/tasks',
      { title: 'X', activityType: 'karaoke', dueAt: '2026-06-01' },
      400,
    );
    expect([unknown.message].flat().length).toBeGreaterThan(0);
    const late = await post(
      owner,
      '/v1/tasks',
      { title: 'X', activityType: 'phone', dueAt: '2026-06-01T09:00:00Z', remindAt: '2026-06-01T10:00:00Z' },
      400,
    );
    expect(late.message).toBe("Le rappel doit précéder l'échéance de la tâche");
  });

  test("seeAllTask shows everyone's tasks; without it, one sees and assigns only one's own", async () => {
    const mine = await post<Task>(agent, '/v1/tasks', {
      title: 'Tournée Touraine',
      activityType: 'tour',
      dueAt: '2026-06-02T07:00:00Z',
    });
    expect(mine.assigneeId).toBe(ids.agent);
    const agentTasks = await rows<Task>(agent, '/v1/tasks');
    expect(agentTasks.every((t) => t.assigneeId === ids.agent)).toBe(true);
    const ownerTask = (
      await rows<Task>(as('proprietaire'), '/v1/tasks', { assigneeId: ids.proprietaire })
    )[0]!;
    await pactum.spec().get(`/v1/tasks/${ownerTask.id}`).withHeaders(agent).expectStatus(404);
    const refused = await post(
      agent,
      '/v1/tasks',
      { title: 'Pour le patron', activityType: 'email', dueAt: '2026-06-02', assigneeId: ids.proprietaire },
      400,
    );
    expect(refused.message).toBe("Vous ne pouvez attribuer vos clients et vos tâches qu'à vous-même");

    const everyone = await rows<Task>(as('collaborateur'), '/v1/tasks');
    expect(everyone.map((t) => t.id)).toContain(mine.id);
    expect(new Set(everyone.map((t) => t.assigneeId)).size).toBeGreaterThan(1);

    expect(await rows<Task>(limited, '/v1/tasks')).toEqual([]);
    const own = await post<Task>(limited, '/v1/tasks', {
      title: 'Relancer',
      activityType: 'email',
      dueAt: '2026-06-03',
    });
    expect(own.assigneeId).toBe(limitedId);
    expect((await rows<Task>(limited, '/v1/tasks')).map((t) => t.id)).toEqual([own.id]);

    // The owner assigns to the agent, who then sees it.
    const given = await post<Task>(as('proprietaire'), '/v1/tasks', {
      title: 'Visite Cave du Port',
      activityType: 'visit',
      dueAt: '2026-06-04T08:00:00Z',
      assigneeId: ids.agent,
    });
    expect((await rows<Task>(agent, '/v1/tasks')).map((t) => t.id)).toContain(given.id);
  });

  test('createTask is needed to create; a buyer has no tasks; another shop gets 404', async () => {
    const { id } = await post<{ id: number }>(as('proprietaire'), '/v1/collaborators', {
      email: 'sans-taches@example.fr',
      firstname: 'Sans',
      lastname: 'Tâches',
      authorizations: Object.fromEntries(PERMISSIONS.map((p) => [p, p !== 'createTask'])),
    });
    expect(id).toBeGreaterThan(0);
    await acceptInvitation(api, 'sans-taches@example.fr', INVITEE_PASSWORD);
    const without = bearer(await login('sans-taches@example.fr', INVITEE_PASSWORD));
    await post(without, '/v1/tasks', { title: 'Non', activityType: 'other', dueAt: '2026-06-01' }, 403);
    await pactum.spec().get('/v1/tasks').withHeaders(as('acheteur')).expectStatus(403);
    const demoTask = (await rows<Task>(as('proprietaire'), '/v1/tasks'))[0]!;
    await pactum.spec().get(`/v1/tasks/${demoTask.id}`).withHeaders(as('exemple')).expectStatus(404);
    await put(as('exemple'), `/v1/tasks/${demoTask.id}`, { done: true }, 404);
  });
});

describe('the calendar (/dashboard/calendar)', () => {
  test("a week shows the tasks due in it, by start time, with the client's name", async () => {
    const owner = as('proprietaire');
    const inWeek = await post<Task>(owner, '/v1/tasks', {
      title: 'Salon des vins de Loire',
      activityType: 'salon',
      dueAt: '2026-02-03T09:00:00Z',
      durationMinutes: 480,
    });
    await post<Task>(owner, '/v1/tasks', {
      title: 'Hors semaine',
      activityType: 'other',
      dueAt: '2026-02-09T09:00:00Z',
    });
    // The days asked for are Paris days: 00:30 on Monday in Paris is Sunday 23:30 UTC.
    await post<Task>(owner, '/v1/tasks', {
      title: 'Lundi minuit et demie',
      activityType: 'other',
      dueAt: '2026-02-01T23:30:00Z',
    });
    await post<Task>(owner, '/v1/tasks', {
      title: 'Lundi suivant',
      activityType: 'other',
      dueAt: '2026-02-08T23:30:00Z',
    });
    const week = await pactum
      .spec()
      .get('/v1/calendar')
      .withHeaders(owner)
      .withQueryParams({ from: '2026-02-02', to: '2026-02-09' })
      .expectStatus(200);
    const entries = week.json as {
      id: string;
      kind: string;
      title: string;
      start: string;
      end: string | null;
      link: string;
    }[];
    expect(entries.map((e) => e.title)).toContain('Salon des vins de Loire');
    expect(entries.map((e) => e.title)).not.toContain('Hors semaine');
    expect(entries.map((e) => e.title)).toContain('Lundi minuit et demie');
    expect(entries.map((e) => e.title)).not.toContain('Lundi suivant');
    const salon = entries.find((e) => e.id === `task-${inWeek.id}`)!;
    expect(salon).toMatchObject({ kind: 'task', link: `/dashboard/tasks?id=${inWeek.id}` });
    expect(new Date(salon.end!).getTime() - new Date(salon.start).getTime()).toBe(480 * 60_000);
    const starts = entries.map((e) => new Date(e.start).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  test('a month view with its overflow weeks is accepted; a reversed or too long period is refused', async () => {
    const owner = as('proprietaire');
    await pactum
      .spec()
      .get('/v1/calendar')
      .withHeaders(owner)
      .withQueryParams({ from: '2026-01-26', to: '2026-03-09' })
      .expectStatus(200);
    for (const [from, to] of [
      ['2026-03-01', '2026-02-01'],
      ['2026-01-01', '2026-12-31'],
    ]) {
      const refused = await pactum
        .spec()
        .get('/v1/calendar')
        .withHeaders(owner)
        .withQueryParams({ from, to })
        .expectStatus(400);
      expect(refused.json.message).toBe(
        "La période demandée n'est pas valide : la fin doit suivre le début, sur 100 jours au plus",
      );
    }
    await pactum
      .spec()
      .get('/v1/calendar')
      .withHeaders(owner)
      .withQueryParams({ from: 'hier', to: '2026-02-01' })
      .expectStatus(400);
  });

  test('the calendar is for owners and collaborators, and shows only the shop of the caller', async () => {
    await pactum
      .spec()
      .get('/v1/calendar')
      .withHeaders(agent)
      .withQueryParams({ from: '2026-02-02', to: '2026-02-09' })
      .expectStatus(403);
    const theirs = await pactum
      .spec()
      .get('/v1/calendar')
      .withHeaders(as('exemple'))
      .withQueryParams({ from: '2026-02-02', to: '2026-02-09' })
      .expectStatus(200);
    expect(theirs.json).toEqual([]);
  });
});

describe('task reminders become notifications', () => {
  test('a due reminder is notified once to the assignee, with a link to the task', async () => {
    const task = await post<Task>(as('proprietaire'), '/v1/tasks', {
      title: 'Rappeler le sommelier',
      activityType: 'phone',
      dueAt: '2026-03-10T10:00:00Z',
      remindAt: '2026-03-10T09:30:00Z',
      assigneeId: ids.agent,
    });
    const relay = api.get(TaskRemindersRelay);
    expect(await relay.relay(new Date('2026-03-10T09:00:00Z'))).toBe(0);
    expect(await relay.relay(new Date('2026-03-10T09:31:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await relay.relay(new Date('2026-03-10T09:32:00Z'))).toBe(0);

    const notifications = (
      await pactum.spec().get('/v1/notifications-centers').withHeaders(agent).expectStatus(200)
    ).json as {
      content: string;
      redirectLink: string;
    }[];
    const reminders = notifications.filter((n) => n.redirectLink === `/dashboard/tasks?id=${task.id}`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.content).toBe('Rappel : Rappeler le sommelier');

    // A new due time re-arms the reminder; a completed task is not reminded.
    await put(as('proprietaire'), `/v1/tasks/${task.id}`, {
      dueAt: '2026-03-11T10:00:00Z',
      remindAt: '2026-03-11T09:30:00Z',
    });
    await put(as('proprietaire'), `/v1/tasks/${task.id}`, { done: true });
    expect(await relay.relay(new Date('2026-03-11T09:31:00Z'))).toBe(0);
  });
});
