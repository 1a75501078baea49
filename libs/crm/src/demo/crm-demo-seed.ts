import type { EntityManager } from 'typeorm';
import {
  frenchVatNumberOf,
  type Civility,
  type ClientTypology,
  type PaymentDelay,
  type PaymentType,
  type Priority,
  type ProspectStage,
  type TaskActivityType,
} from '@cuvee/kernel';
import { User, type Address } from '@cuvee/iam';
import { ClientRecords } from '../clients/client-records.js';
import { clientChanges, type NewContact } from '../clients/client-input.js';
import { NEW_CLIENT, type ClientFields } from '../domain/client-fields.js';
import { Client } from '../clients/client.entity.js';
import { ensureDefaultStages, OpportunityStage } from '../opportunities/opportunity-stage.entity.js';
import { Opportunity } from '../opportunities/opportunity.entity.js';
import { Task } from '../tasks/task.entity.js';
import { TeamDirectory } from '../team-directory.js';
import { enterStage } from '../domain/opportunity-pipeline.js';
import { postalAddress } from '../domain/postal-address.js';
import { demoSiret } from './demo-identifiers.js';
import { ClientCustomValues } from '../custom-fields/client-custom-values.js';

/*
 * The CRM of the demo winery (Domaine des Demoiselles): 30 clients and prospects across France, the
 * overseas departments and two export markets, some followed by the demo agent, a few opportunities on
 * the kanban, tasks around today and notes on the timelines. Idempotent: clients are matched by email,
 * opportunities and tasks by title.
 */

interface DemoClient {
  email: string;
  fields: Partial<ClientFields>;
  /** As typed: stored in E.164 like the form's. */
  phone?: string;
  mobile?: string;
  tags?: string[];
  contacts?: NewContact[];
  /** Followed by the demo agent. */
  agent?: boolean;
  /** Linked to the demo buyer account. */
  buyer?: boolean;
  notes?: string[];
}

function address(street: string, zipcode: string, city: string, country = 'FR', mountain = false): Address {
  return postalAddress({ street, zipcode, city, country, mountain });
}

/** Civilities that are legal forms, written after a company's legal name ("Cave du Port SARL"). */
const LEGAL_FORMS = new Set<Civility>(['ei', 'eurl', 'sarl', 'sas', 'sasu', 'sa', 'snc']);

function pro(
  businessName: string,
  typology: ClientTypology,
  civility: Civility,
  companyBase: number,
  place: Address,
  extra: Partial<ClientFields> = {},
): Partial<ClientFields> {
  const siret = place.country === 'FR' ? demoSiret(companyBase) : null;
  return {
    isPro: true,
    civility,
    businessName,
    businessReason: LEGAL_FORMS.has(civility) ? `${businessName} ${civility.toUpperCase()}` : businessName,
    typology,
    siret,
    vatNumber: siret ? frenchVatNumberOf(siret) : null,
    billingAddress: place,
    deliveryAddress: place,
    paymentDelay: 'days30' as PaymentDelay,
    paymentType: 'transfer' as PaymentType,
    accountingCode: `411${businessName
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8)}`,
    ...extra,
  };
}

function person(
  civility: Civility,
  firstname: string,
  lastname: string,
  place: Address,
  extra: Partial<ClientFields> = {},
): Partial<ClientFields> {
  return {
    civility,
    firstname,
    lastname,
    billingAddress: place,
    deliveryAddress: place,
    paymentType: 'cb' as PaymentType,
    ...extra,
  };
}

const prospect = (pipe: ProspectStage): Partial<ClientFields> => ({ pipe });

const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    email: 'contact@cave-du-port.demo',
    fields: pro(
      'Cave du Port',
      'caviste',
      'sarl',
      31245871,
      address('12 quai Duperré', '17000', 'La Rochelle'),
    ),
    phone: '05 46 41 12 34',
    tags: ['fidèle', 'bio'],
    contacts: [
      {
        firstname: 'Hélène',
        lastname: 'Marchand',
        role: 'Gérante',
        email: 'helene@cave-du-port.demo',
        phone: '06 11 22 33 44',
      },
    ],
    agent: true,
    notes: ['Commande chaque trimestre, préfère les blancs secs.'],
  },
  {
    email: 'reservation@bistrot-des-halles.demo',
    fields: pro(
      'Le Bistrot des Halles',
      'restaurant',
      'sas',
      41587236,
      address('4 rue des Halles', '69002', 'Lyon'),
    ),
    phone: '04 78 42 10 20',
    tags: ['restaurant gastronomique'],
    contacts: [
      {
        firstname: 'Karim',
        lastname: 'Benali',
        role: 'Sommelier',
        email: 'karim@bistrot-des-halles.demo',
        phone: '06 21 43 65 87',
      },
    ],
    agent: true,
  },
  {
    email: 'direction@hotel-grand-large.demo',
    fields: pro(
      'Hôtel Le Grand Large',
      'hotel',
      'sa',
      52369874,
      address('1 avenue de la Plage', '64200', 'Biarritz'),
    ),
    phone: '05 59 24 00 00',
    tags: ['hôtellerie', 'salon 2025'],
  },
  {
    email: 'achats@caves-de-bacchus.demo',
    fields: pro(
      'Les Caves de Bacchus',
      'caviste',
      'eurl',
      60214785,
      address("28 cours de l'Intendance", '33000', 'Bordeaux'),
    ),
    phone: '05 56 44 12 12',
    tags: ['fidèle'],
    agent: true,
  },
  {
    email: 'sommelier@lecrin-paris.demo',
    fields: pro(
      "Restaurant L'Écrin",
      'restaurant',
      'sas',
      71458963,
      address('10 rue du Faubourg Saint-Honoré', '75008', 'Paris'),
    ),
    phone: '01 42 65 00 00',
    tags: ['restaurant gastronomique', 'étoilé'],
    contacts: [
      {
        firstname: 'Laure',
        lastname: 'Vasseur',
        role: 'Chef sommelière',
        email: 'laure@lecrin-paris.demo',
        phone: '06 45 67 89 12',
      },
    ],
  },
  {
    email: 'bonjour@maison-delmas.demo',
    fields: pro(
      'Épicerie Fine Maison Delmas',
      'delicatessen',
      'sarl',
      35741258,
      address('7 rue Saint-Rome', '31000', 'Toulouse'),
    ),
    phone: '05 61 21 45 45',
    tags: ['épicerie fine', 'coffrets'],
  },
  {
    email: 'lecomptoir@bar-a-vins.demo',
    fields: pro('Le Comptoir', 'bar', 'sas', 48963214, address('3 place du Bouffay', '44000', 'Nantes')),
    mobile: '06 78 90 12 34',
    tags: ['bar à vins'],
    agent: true,
  },
  {
    email: 'commandes@vins-du-sud.demo',
    fields: pro(
      'Distribution Vins du Sud',
      'wholesaler',
      'sas',
      39852147,
      address('ZA du Salaison, 150 rue des Vignerons', '34000', 'Montpellier'),
      { paymentDelay: 'days45EndOfMonth' },
    ),
    phone: '04 67 58 00 00',
    tags: ['grossiste'],
  },
  {
    email: 'purchasing@nordic-wine-import.demo',
    fields: pro(
      'Nordic Wine Import',
      'importer',
      'other',
      0,
      address('Sveavägen 44', '111 34', 'Stockholm', 'SE'),
      { vatNumber: 'SE556677889901', paymentDelay: 'days60' },
    ),
    phone: '+46 8 123 456 78',
    tags: ['export', 'scandinavie'],
  },
  {
    email: 'cse@airbus-toulouse.demo',
    fields: pro(
      'CSE Airbus Blagnac',
      'worksCouncil',
      'association',
      77896541,
      address('2 rond-point Émile Dewoitine', '31700', 'Blagnac'),
    ),
    phone: '05 61 93 33 33',
    tags: ['coffrets', 'noël'],
  },
  {
    email: 'contact@refuge-des-aiguilles.demo',
    fields: pro(
      'Le Refuge des Aiguilles',
      'restaurant',
      'sarl',
      62547893,
      address('Route des Praz', '74400', 'Chamonix-Mont-Blanc', 'FR', true),
    ),
    phone: '04 50 53 00 00',
    tags: ['montagne'],
    agent: true,
  },
  {
    email: 'cave@saint-vincent.demo',
    fields: pro(
      'Cave Saint-Vincent',
      'caviste',
      'ei',
      44785216,
      address('15 rue de la Liberté', '21000', 'Dijon'),
    ),
    phone: '03 80 30 00 00',
    tags: ['bourgogne'],
  },
  {
    email: 'reception@hotel-bellevue-ajaccio.demo',
    fields: pro(
      'Hôtel Bellevue',
      'hotel',
      'sas',
      58963147,
      address('Boulevard Pascal Rossini', '20000', 'Ajaccio'),
    ),
    phone: '04 95 21 00 00',
    tags: ['hôtellerie'],
  },
  {
    email: 'contact@rhum-et-saveurs.demo',
    fields: pro(
      'Rhum & Saveurs',
      'delicatessen',
      'sarl',
      36985214,
      address('12 rue Frébault', '97110', 'Pointe-à-Pitre'),
    ),
    phone: '05 90 82 00 00',
    tags: ['outre-mer', 'épicerie fine'],
  },
  {
    email: 'lepetitzinc@bar-lille.demo',
    fields: pro('Le Petit Zinc', 'bar', 'snc', 47852369, address('21 rue de la Monnaie', '59000', 'Lille')),
    mobile: '07 81 23 45 67',
    tags: ['bar à vins'],
  },
  {
    email: 'bureau@amis-du-vin-strasbourg.demo',
    fields: pro(
      'Les Amis du Vin de Strasbourg',
      'association',
      'association',
      65412398,
      address('5 place Kléber', '67000', 'Strasbourg'),
    ),
    tags: ['association', 'dégustation'],
  },
  {
    email: 'achat@grandcru-distribution.demo',
    fields: pro(
      'Grand Cru Distribution',
      'wholesaler',
      'sa',
      32145698,
      address('40 boulevard Lundy', '51100', 'Reims'),
    ),
    phone: '03 26 40 00 00',
    tags: ['grossiste', 'champagne'],
  },
  {
    email: 'orders@wineandco-bruxelles.demo',
    fields: pro('Wine & Co', 'importer', 'other', 0, address('Rue Neuve 25', '1000', 'Bruxelles', 'BE'), {
      vatNumber: 'BE0123456749',
    }),
    phone: '+32 2 512 00 00',
    tags: ['export', 'belgique'],
  },
  {
    email: 'contact@cellier-gourmand.demo',
    fields: {
      ...pro(
        'Le Cellier Gourmand',
        'caviste',
        'sarl',
        54123697,
        address('33 rue Paradis', '13006', 'Marseille'),
      ),
      ...prospect('Prospect'),
    },
    phone: '04 91 33 00 00',
    tags: ['salon 2025'],
    agent: true,
    notes: ['Rencontré au salon des vins de Marseille, intéressé par le rosé.'],
  },
  {
    email: 'brasserie@du-marche-rennes.demo',
    fields: {
      ...pro(
        'Brasserie du Marché',
        'restaurant',
        'sas',
        69874123,
        address('2 place des Lices', '35000', 'Rennes'),
      ),
      ...prospect('Contacted'),
    },
    phone: '02 99 79 00 00',
    agent: true,
  },
  {
    email: 'contact@hotel-des-vignes.demo',
    fields: {
      ...pro(
        'Hôtel des Vignes',
        'hotel',
        'sas',
        38521479,
        address('8 place du Marché', '33330', 'Saint-Émilion'),
      ),
      ...prospect('Qualified'),
    },
    phone: '05 57 24 00 00',
    tags: ['hôtellerie', 'oenotourisme'],
    agent: true,
  },
  {
    email: 'bonjour@cave-a-manger-reunion.demo',
    fields: {
      ...pro(
        'La Cave à Manger',
        'caviste',
        'sarl',
        74125896,
        address('18 rue de Paris', '97400', 'Saint-Denis'),
      ),
      ...prospect('Prospect'),
    },
    phone: '02 62 21 00 00',
    tags: ['outre-mer'],
  },
  {
    email: 'contact@comptoir-fort-de-france.demo',
    fields: {
      ...pro(
        'Comptoir des Vins',
        'caviste',
        'eurl',
        45632178,
        address('6 rue Victor Hugo', '97200', 'Fort-de-France'),
      ),
      ...prospect('Prospect'),
    },
    phone: '05 96 60 00 00',
    tags: ['outre-mer'],
  },
  {
    email: 'restaurant@lecaillou-cayenne.demo',
    fields: {
      ...pro(
        'Restaurant Le Caillou',
        'restaurant',
        'sarl',
        57896321,
        address('4 avenue du Général de Gaulle', '97300', 'Cayenne'),
      ),
      ...prospect('Contacted'),
    },
    phone: '05 94 30 00 00',
    tags: ['outre-mer'],
  },
  {
    email: 'contact@atelier-du-gout-mayotte.demo',
    fields: {
      ...pro(
        "L'Atelier du Goût",
        'delicatessen',
        'ei',
        63258741,
        address('Rue du Commerce', '97600', 'Mamoudzou'),
      ),
      ...prospect('Prospect'),
    },
    tags: ['outre-mer', 'épicerie fine'],
  },
  {
    email: 'contact@sommeliers-associes.demo',
    fields: {
      ...pro(
        'Sommeliers Associés',
        'otherPro',
        'sas',
        71236548,
        address('12 rue Lenepveu', '49000', 'Angers'),
      ),
      ...prospect('Lost'),
    },
    tags: ['dégustation'],
    notes: ['Ne souhaite pas référencer de nouveaux domaines cette année.'],
  },
  {
    email: 'jean.dupont@exemple-mail.demo',
    fields: person('mr', 'Jean', 'Dupont', address('45 rue Oberkampf', '75011', 'Paris'), {
      marketingConsent: true,
    }),
    mobile: '06 12 34 56 78',
    tags: ['club vin'],
  },
  {
    email: 'sophie.martin@exemple-mail.demo',
    fields: person('mrs', 'Sophie', 'Martin', address('9 rue Notre-Dame', '33000', 'Bordeaux'), {
      marketingConsent: true,
    }),
    mobile: '06 98 76 54 32',
    tags: ['club vin', 'primeurs'],
  },
  {
    email: 'acheteur@cuvee.demo',
    fields: person('mr', 'Marc', 'Lefèvre', address('3 rue Esquermoise', '59800', 'Lille')),
    buyer: true,
    tags: ['boutique en ligne'],
  },
  {
    email: 'famille.bernard@exemple-mail.demo',
    fields: {
      ...person('mrAndMrs', 'Claire et Paul', 'Bernard', address('14 rue Colbert', '37000', 'Tours')),
      ...prospect('Prospect'),
    },
    mobile: '07 61 23 45 78',
    tags: ['oenotourisme'],
  },
];

export const DEMO_CLIENT_COUNT = DEMO_CLIENTS.length;

interface DemoOpportunity {
  title: string;
  clientEmail: string;
  stageKey: string;
  amountCents: number;
  closeInDays: number;
  agent?: boolean;
}

const DEMO_OPPORTUNITIES: readonly DemoOpportunity[] = [
  {
    title: 'Carte des vins été',
    clientEmail: 'reservation@bistrot-des-halles.demo',
    stageKey: 'proposal',
    amountCents: 480_000,
    closeInDays: 20,
    agent: true,
  },
  {
    title: 'Référencement rosé',
    clientEmail: 'contact@cellier-gourmand.demo',
    stageKey: 'qualified',
    amountCents: 150_000,
    closeInDays: 35,
    agent: true,
  },
  {
    title: "Coffrets de fin d'année",
    clientEmail: 'cse@airbus-toulouse.demo',
    stageKey: 'negotiation',
    amountCents: 1_250_000,
    closeInDays: 45,
  },
  {
    title: 'Vins au verre',
    clientEmail: 'contact@hotel-des-vignes.demo',
    stageKey: 'new',
    amountCents: 90_000,
    closeInDays: 60,
    agent: true,
  },
  {
    title: 'Importation 2025',
    clientEmail: 'purchasing@nordic-wine-import.demo',
    stageKey: 'won',
    amountCents: 2_400_000,
    closeInDays: -10,
  },
  {
    title: 'Carte des champagnes',
    clientEmail: 'sommelier@lecrin-paris.demo',
    stageKey: 'lost',
    amountCents: 320_000,
    closeInDays: -30,
  },
];

interface DemoTask {
  title: string;
  activityType: TaskActivityType;
  priority: Priority;
  /** Days from the seed, at 09:00 UTC. */
  inDays: number;
  clientEmail: string | null;
  agent?: boolean;
  done?: boolean;
  /** Minutes before the due time. */
  remindBefore?: number;
  durationMinutes?: number;
}

const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Appeler la Cave du Port pour le réassort',
    activityType: 'phone',
    priority: 'high',
    inDays: 1,
    clientEmail: 'contact@cave-du-port.demo',
    agent: true,
    remindBefore: 60,
  },
  {
    title: 'Dégustation au Bistrot des Halles',
    activityType: 'tasting',
    priority: 'medium',
    inDays: 3,
    clientEmail: 'reservation@bistrot-des-halles.demo',
    agent: true,
    durationMinutes: 90,
  },
  {
    title: 'Envoyer le devis coffrets au CSE',
    activityType: 'email',
    priority: 'high',
    inDays: 2,
    clientEmail: 'cse@airbus-toulouse.demo',
    remindBefore: 120,
  },
  {
    title: "Visite de l'Hôtel des Vignes",
    activityType: 'visit',
    priority: 'medium',
    inDays: 7,
    clientEmail: 'contact@hotel-des-vignes.demo',
    agent: true,
    durationMinutes: 60,
  },
  {
    title: 'Préparer la commande de Grand Cru Distribution',
    activityType: 'orderPreparation',
    priority: 'low',
    inDays: -2,
    clientEmail: 'achat@grandcru-distribution.demo',
    done: true,
  },
  {
    title: 'Salon des vins de Montpellier',
    activityType: 'salon',
    priority: 'medium',
    inDays: 14,
    clientEmail: null,
    durationMinutes: 480,
  },
];

const DAY_MS = 86_400_000;

function atNine(now: Date, inDays: number): Date {
  const day = new Date(now.getTime() + inDays * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0, 0));
}

async function userByEmail(manager: EntityManager, email: string): Promise<User> {
  return manager.getRepository(User).findOneByOrFail({ email });
}

/** Seeds the CRM of the demo shop (after iam's demo data, in the same transaction). */
export async function seedCrmDemo(
  manager: EntityManager,
  shop: { id: number },
  now = new Date(),
): Promise<void> {
  const owner = await userByEmail(manager, 'proprietaire@cuvee.demo');
  const agent = await userByEmail(manager, 'agent@cuvee.demo');
  const buyer = await userByEmail(manager, 'acheteur@cuvee.demo');
  const records = new ClientRecords(new TeamDirectory(), new ClientCustomValues());
  const clients = manager.getRepository(Client);
  const byEmail = new Map<string, Client>();

  for (const demo of DEMO_CLIENTS) {
    const existing = await clients.findOneBy({ shopId: shop.id, email: demo.email });
    if (existing) {
      byEmail.set(demo.email, existing);
      continue;
    }
    // Phones go through the form's normalisation, so they are stored as if typed in the back office.
    const typed = clientChanges({ phone: demo.phone ?? null, mobile: demo.mobile ?? null }).fields;
    const fields: ClientFields = {
      ...NEW_CLIENT,
      ...demo.fields,
      ...typed,
      email: demo.email,
      agentId: demo.agent ? agent.id : null,
      userId: demo.buyer ? buyer.id : null,
    };
    const client = await clients.save(
      clients.create({
        ...fields,
        ...records.derived(fields),
        shopId: shop.id,
        marketingConsentAt: fields.marketingConsent ? now : null,
        convertedAt: null,
        createdById: owner.id,
      }),
    );
    await records.saveTags(manager, client, demo.tags ?? []);
    await records.saveContacts(manager, client, demo.contacts ?? []);
    await records.reindex(manager, client);
    await records.record(manager, client, 'created', owner.id, { pipe: client.pipe });
    for (const note of demo.notes ?? []) await records.record(manager, client, 'note', owner.id, null, note);
    byEmail.set(demo.email, client);
  }

  await ensureDefaultStages(manager, shop.id);
  const stages = new Map(
    (await manager.getRepository(OpportunityStage).findBy({ shopId: shop.id })).map((stage) => [
      stage.key,
      stage,
    ]),
  );
  const opportunities = manager.getRepository(Opportunity);
  for (const demo of DEMO_OPPORTUNITIES) {
    const stage = stages.get(demo.stageKey);
    const client = byEmail.get(demo.clientEmail);
    if (!stage || !client || (await opportunities.existsBy({ shopId: shop.id, title: demo.title }))) continue;
    await opportunities.insert({
      shopId: shop.id,
      clientId: client.id,
      stageId: stage.id,
      title: demo.title,
      amountCents: demo.amountCents,
      expectedCloseDate: atNine(now, demo.closeInDays).toISOString().slice(0, 10),
      ownerId: demo.agent ? agent.id : owner.id,
      ...enterStage(stage, { closedAt: null }, now),
    });
  }

  const tasks = manager.getRepository(Task);
  for (const demo of DEMO_TASKS) {
    if (await tasks.existsBy({ shopId: shop.id, title: demo.title })) continue;
    const dueAt = atNine(now, demo.inDays);
    await tasks.insert({
      shopId: shop.id,
      title: demo.title,
      description: null,
      activityType: demo.activityType,
      priority: demo.priority,
      dueAt,
      durationMinutes: demo.durationMinutes ?? null,
      remindAt: demo.remindBefore ? new Date(dueAt.getTime() - demo.remindBefore * 60_000) : null,
      remindedAt: null,
      assigneeId: demo.agent ? agent.id : owner.id,
      clientId: demo.clientEmail ? (byEmail.get(demo.clientEmail)?.id ?? null) : null,
      opportunityId: null,
      done: demo.done ?? false,
      doneAt: demo.done ? dueAt : null,
      createdById: owner.id,
    });
  }
}
