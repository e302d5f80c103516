import { asc, count, eq } from 'drizzle-orm';
import { loadSharp } from '../../lib/sharp';
import {
  COMPLAINT_REPLY_HOURS,
  COMPLAINT_TYPES,
  GalleryType,
  type ComplaintAttachment,
  type ComplaintStatus,
} from '@console/contract';
import type { Db, Tx } from '../../db/database';
import type { DemoMerchant } from '../../demo/cast';
import { complaintEvents, complaints } from './tables';
import { orders } from '../orders/tables';
import { encryptText } from '../../lib/data-cipher';
import { processImage, type ProcessedImage, storeLibraryImage } from '../gallery';
import { maskContact, nextWorkOrderNos } from './intake';
import { DEMO_COMPLAINT_TEXTS } from './simulator';
import type { Storage } from '../../storage/storage';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What each demo merchant's complaints look like: every status, open ones both within their
 * deadline ('recent', the last 40 hours) and past it ('old', 3 to 30 days ago: overdue).
 */
const PLAN: readonly (readonly [ComplaintStatus, 'recent' | 'old'])[] = [
  ...Array.from({ length: 4 }, () => ['pending', 'recent'] as const),
  ...Array.from({ length: 3 }, () => ['pending', 'old'] as const),
  ...Array.from({ length: 3 }, () => ['processing', 'recent'] as const),
  ...Array.from({ length: 3 }, () => ['processing', 'old'] as const),
  ...Array.from({ length: 6 }, () => ['resolved', 'old'] as const),
  ...Array.from({ length: 5 }, () => ['closed', 'old'] as const),
];
export const DEMO_COMPLAINTS_PER_MERCHANT = PLAN.length;

const NOTES = {
  processing: '已收到，正在联系客户核实情况。',
  reply: '已与客户电话沟通，等待运营商回复处理结果。',
  resolved: '已为客户处理完毕，附处理截图。',
  closedAfterResolved: '客户确认处理结果满意，工单关闭。',
  withdrawn: '客户来电撤回投诉，工单关闭。',
};

/** A small deterministic generator, so that the demo is the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A screenshot-like picture (a chat on a phone), drawn from shapes only: no fonts needed. */
const chatPng = async (color: string) =>
  (await loadSharp())(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640">
      <rect width="360" height="640" fill="#f5f5f5"/>
      <rect width="360" height="56" fill="${color}"/>
      <rect x="16" y="84" width="220" height="56" rx="10" fill="#fff"/>
      <rect x="124" y="164" width="220" height="40" rx="10" fill="#95ec69"/>
      <rect x="16" y="228" width="260" height="88" rx="10" fill="#fff"/>
      <rect x="156" y="340" width="188" height="40" rx="10" fill="#95ec69"/>
      <rect x="0" y="584" width="360" height="56" fill="#fff"/>
    </svg>`),
  )
    .png()
    .toBuffer();

/** The merchant's complaint library gets one image (type 2), attached to the resolved handlings. */
async function storeAttachment(
  tx: Tx,
  storage: Storage,
  merchantId: number,
  processed: ProcessedImage,
): Promise<ComplaintAttachment> {
  const fileName = '处理截图.png';
  const stored = await storeLibraryImage(tx, storage, {
    merchantId,
    base: `demo/complaint-${merchantId}`,
    fileName,
    processed,
    type: GalleryType.complaint,
  });
  return { id: stored.id, file_url: stored.url, file_name: fileName };
}

interface Step {
  from: ComplaintStatus;
  to: ComplaintStatus;
  note: string;
  attach?: boolean;
}

/** The handlings that bring a complaint from pending to `status`, along allowed changes. */
function stepsTo(status: ComplaintStatus, i: number): Step[] {
  const toProcessing: Step = { from: 'pending', to: 'processing', note: NOTES.processing };
  const reply: Step = { from: 'processing', to: 'processing', note: NOTES.reply };
  const toResolved: Step = { from: 'processing', to: 'resolved', note: NOTES.resolved, attach: true };
  switch (status) {
    case 'pending':
      return [];
    case 'processing':
      return i % 2 ? [toProcessing, reply] : [toProcessing];
    case 'resolved':
      return [toProcessing, toResolved];
    case 'closed':
      return i % 2
        ? [{ from: 'pending', to: 'closed', note: NOTES.withdrawn }]
        : [toProcessing, toResolved, { from: 'resolved', to: 'closed', note: NOTES.closedAfterResolved }];
  }
}

function contactOf(i: number, random: () => number) {
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  if (i % 5 === 3) return `kehu${digits(4)}@example.com`;
  return `1${['3', '5', '8'][i % 3]}${digits(9)}`;
}

/**
 * Demo complaints for each demo merchant that shows work orders and has orders (DEMO_COMPLAINTS_
 * PER_MERCHANT each, about its own orders, every status and type, some overdue), with their
 * events and an attachment of its complaint library. Runs after the demo orders; a merchant that
 * already has complaints is left as it is. Returns how many complaints were made.
 */
export async function seedDemoComplaints(
  db: Db,
  storage: Storage,
  dataKey: Buffer,
  merchants: readonly Pick<DemoMerchant, 'id' | 'flags'>[],
  options: { timeZone?: string; now?: number } = {},
): Promise<number> {
  const timeZone = options.timeZone ?? 'Asia/Shanghai';
  const now = options.now ?? Date.now();
  let made = 0;
  // One picture for every merchant's library, drawn once (each draw is a render and a re-encode).
  let picture: Promise<ProcessedImage> | undefined;
  for (const m of merchants) {
    if (!m.flags.workOrder) continue;
    const [existing] = await db
      .select({ n: count() })
      .from(complaints)
      .where(eq(complaints.merchantId, m.id));
    if ((existing?.n ?? 0) > 0) continue;
    const own = await db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.merchantId, m.id))
      .orderBy(asc(orders.createdAt))
      .limit(2000);
    if (own.length === 0) continue;
    picture ??= chatPng('#1677ff').then(processImage);
    const image = await picture;
    made += await db.transaction((tx) =>
      seedMerchant(tx, { storage, dataKey, timeZone, now, image }, m.id, own),
    );
  }
  return made;
}

interface MerchantSeed {
  storage: Storage;
  dataKey: Buffer;
  timeZone: string;
  now: number;
  image: ProcessedImage;
}

async function seedMerchant(
  tx: Tx,
  { storage, dataKey, timeZone, now, image }: MerchantSeed,
  merchantId: number,
  own: { id: number; createdAt: Date }[],
): Promise<number> {
  const random = prng(merchantId);
  const attachment = await storeAttachment(tx, storage, merchantId, image);
  const latest = now - 60_000;
  const planned = PLAN.map(([status, age], i) => {
    let at = age === 'recent' ? now - (1 + random() * 39) * HOUR : now - (3 + random() * 27) * DAY;
    // About an order made before it (the oldest one if none is old enough).
    const before = own.filter((o) => o.createdAt.getTime() < at - HOUR);
    const order = before.length ? before[Math.floor(random() * before.length)]! : own[0]!;
    at = Math.min(Math.max(at, order.createdAt.getTime() + HOUR), latest);
    return { status, i, at, order };
  }).sort((a, b) => a.at - b.at);

  // In time order, so that the list's newest first (by id) is also by arrival. Written in three
  // statements (numbers, complaints, their events), not three per complaint.
  const arrivals = planned.map((p) => new Date(p.at));
  const numbers = await nextWorkOrderNos(tx, timeZone, planned.length, arrivals);
  const made = planned.map((p, n) => {
    const type = COMPLAINT_TYPES[p.i % COMPLAINT_TYPES.length]!;
    const texts = DEMO_COMPLAINT_TEXTS[type];
    const content = texts[p.i % texts.length]!;
    const contact = contactOf(p.i, random);
    const steps = stepsTo(p.status, p.i);
    // Handlings a few hours apart, never in the future.
    let t = p.at;
    const times = steps.map(() => (t = Math.min(t + (2 + random() * 20) * HOUR, latest)));
    const row = {
      workOrderNo: numbers[n]!,
      merchantId,
      orderId: p.order.id,
      type,
      content,
      contactEnc: encryptText(dataKey, contact),
      contactMasked: maskContact(contact),
      status: p.status,
      deadlineAt: new Date(p.at + COMPLAINT_REPLY_HOURS * HOUR),
      handleNote: steps.at(-1)?.note ?? '',
      createdAt: arrivals[n]!,
      updatedAt: new Date(times.at(-1) ?? p.at),
    };
    return { row, steps, times };
  });
  const ids = await tx
    .insert(complaints)
    .values(made.map((m) => m.row))
    .returning({ id: complaints.id, workOrderNo: complaints.workOrderNo });
  const idOf = new Map(ids.map((r) => [r.workOrderNo, r.id]));
  await tx.insert(complaintEvents).values(
    made.flatMap(({ row, steps, times }) => [
      {
        complaintId: idOf.get(row.workOrderNo)!,
        fromStatus: null,
        toStatus: 'pending' as const,
        note: row.content,
        actor: 'partner' as const,
        createdAt: row.createdAt,
      },
      ...steps.map((s, k) => ({
        complaintId: idOf.get(row.workOrderNo)!,
        fromStatus: s.from,
        toStatus: s.to,
        note: s.note,
        actor: 'merchant' as const,
        attachments: s.attach ? [attachment] : [],
        createdAt: new Date(times[k]!),
      })),
    ]),
  );
  return planned.length;
}
