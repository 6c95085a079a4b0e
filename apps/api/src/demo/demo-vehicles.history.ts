import type { TVehicleType } from '@gestora/contract/vehicles/vehicle-states';
import {
  TYPE_PLANS,
  type PreventiveName,
  type RequestPlan,
  type TypeName,
  type TypePlan,
  type VehiclePlan,
} from './demo-vehicles.data.ts';

/**
 * A demo vehicle's year, worked out from its plan: the odometer on any day, the records of each preventive type
 * spaced by its interval (the newest placed so that what is due next is well ahead, or due soon or overdue where
 * the plan says so), its repairs and its requests. Pure, so that the same plan always gives the same history.
 */

export interface PlannedRecord {
  type: TypeName;
  day: number;
  odometer: number;
  cost: number;
  workshop: string;
  description: string;
  /** The request (its index in REQUEST_PLANS) this record attended. */
  request?: number;
}
export interface PlannedRequest {
  index: number;
  plan: RequestPlan;
  day: number;
  odometer: number;
}
export interface VehicleHistory {
  registered: { day: number; odometer: number };
  records: PlannedRecord[];
  requests: PlannedRequest[];
}

type Kind = 'moto' | 'car' | 'pickup' | 'truck';
const kindOf = (t: TVehicleType): Kind =>
  t === 'Motocicleta' ? 'moto' : t === 'Automóvil' ? 'car' : t === 'Camión' ? 'truck' : 'pickup';

/** Soles, as workshops in Lima charge them. */
const COSTS: Record<PreventiveName, Record<Kind, [number, number]>> = {
  'Cambio de aceite y filtro': { moto: [60, 95], car: [180, 260], pickup: [250, 350], truck: [1100, 1600] },
  'Rotación de neumáticos': { moto: [30, 45], car: [40, 70], pickup: [60, 90], truck: [250, 400] },
  'Revisión de frenos': { moto: [120, 180], car: [400, 650], pickup: [550, 900], truck: [1800, 3200] },
  'Alineamiento y balanceo': { moto: [40, 60], car: [90, 140], pickup: [120, 180], truck: [450, 700] },
  'Cambio de filtro de aire': { moto: [35, 50], car: [60, 120], pickup: [90, 150], truck: [280, 420] },
  'Revisión general anual': { moto: [200, 300], car: [450, 800], pickup: [700, 1100], truck: [2800, 4000] },
};

const DESCRIPTIONS: Record<PreventiveName, Record<Kind, string>> = {
  'Cambio de aceite y filtro': {
    moto: 'Cambio de aceite 10W-40 (1.2 L) y limpieza del filtro de malla.',
    car: 'Cambio de aceite 5W-30 sintético (4 L) y filtro de aceite; revisión de niveles.',
    pickup: 'Cambio de aceite 15W-40 (7.5 L) y filtro de aceite; engrase de crucetas.',
    truck: 'Cambio de aceite 15W-40 (38 L), filtros de aceite y de combustible; drenado del separador de agua.',
  },
  'Rotación de neumáticos': {
    moto: 'Revisión de llantas y calibración de presión.',
    car: 'Rotación cruzada de los cuatro neumáticos y calibración a 32 psi.',
    pickup: 'Rotación de neumáticos con la llanta de repuesto y calibración a 35 psi.',
    truck: 'Rotación de neumáticos del eje direccional y de tracción; calibración a 110 psi.',
  },
  'Revisión de frenos': {
    moto: 'Cambio de pastillas delanteras y ajuste del freno trasero.',
    car: 'Cambio de pastillas delanteras, rectificado de discos y purga del líquido de frenos.',
    pickup: 'Cambio de pastillas, regulación de zapatas traseras y cambio del líquido de frenos DOT 4.',
    truck: 'Cambio de zapatas, regulación de frenos de aire y revisión de cámaras y válvulas.',
  },
  'Alineamiento y balanceo': {
    moto: 'Balanceo de ruedas y ajuste de la tensión de la cadena.',
    car: 'Alineamiento computarizado y balanceo de las cuatro ruedas.',
    pickup: 'Alineamiento computarizado, balanceo y revisión de terminales de dirección.',
    truck: 'Alineamiento de ejes y balanceo de las ruedas direccionales.',
  },
  'Cambio de filtro de aire': {
    moto: 'Cambio de filtro de aire.',
    car: 'Cambio de filtro de aire del motor y del filtro de cabina.',
    pickup: 'Cambio de filtro de aire del motor (uso en zona de polvo) y limpieza del prefiltro.',
    truck: 'Cambio de filtros de aire primario y de seguridad.',
  },
  'Revisión general anual': {
    moto: 'Revisión anual: transmisión, luces, frenos, suspensión y sistema eléctrico.',
    car: 'Revisión de 40 puntos: suspensión, dirección, luces, fluidos y escáner de fallas.',
    pickup: 'Revisión anual completa: 4x4, suspensión, dirección, luces, fluidos y escáner de fallas.',
    truck: 'Revisión anual completa: motor, caja, suspensión neumática, sistema eléctrico y tacógrafo.',
  },
};

const DEALERS: Record<string, string> = {
  Toyota: 'Toyota Mitsui Surquillo',
  Volvo: 'Volvo Perú – Lurín',
  Hino: 'Hino Motors – Ate',
};
const GENERAL = ['Taller Automotriz San Martín', 'Mecánica Rápida Los Olivos'];
const MOTO = 'Motoservicio Huáscar – San Juan de Lurigancho';

function workshopFor(type: PreventiveName, v: VehiclePlan, n: number): string {
  const kind = kindOf(v.type);
  if (kind === 'moto') return MOTO;
  const dealer = DEALERS[v.brand];
  if (type === 'Rotación de neumáticos' || type === 'Alineamiento y balanceo')
    return kind === 'truck' && dealer ? dealer : 'Llantas y Alineamiento Javier Prado';
  if (dealer) return dealer;
  return type === 'Revisión de frenos' ? 'Frenos y Embragues Lima Norte' : GENERAL[n % 2];
}

/** A small seeded generator (mulberry32): the same costs on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Km on a day: rising every day, faster some weeks than others, from `startKm` on the day it was registered. */
export const odometerOn = (v: VehiclePlan) => (day: number) =>
  v.startKm + Math.round(v.kmPerDay * (day - v.since) + 2 * v.kmPerDay * (Math.sin(day / 7) - Math.sin(v.since / 7)));

/** The newest day of `type`'s record, or null when the vehicle needs none yet (a fleet's low-mileage motorcycle). */
function newestDay(v: VehiclePlan, t: TypePlan, kmLeft: (day: number) => number, spread: number): number | null {
  const target = v.due?.find((d) => d.type === t.name);
  if (!target) {
    const freshEnough =
      (t.intervalDays === null || v.since + t.intervalDays >= 0.35 * t.intervalDays) &&
      (t.intervalKm === null || kmLeft(v.since) >= 0.35 * t.intervalKm);
    if (freshEnough) return null;
    return v.lastVisit - Math.round(spread * period(v, t));
  }
  if (target.by === 'days') return target.state === 'Próximo' ? 4 - t.intervalDays! : -t.intervalDays! - 10;
  // By km: the newest day that leaves 350 km to go (due soon) or 400 km past (overdue).
  const left = target.state === 'Próximo' ? 350 : -400;
  let day = v.lastVisit;
  while (kmLeft(day) > left && day > v.since) day--;
  return day;
}

/** Days between two records of a type on this vehicle: whichever of its intervals comes first. */
const period = (v: VehiclePlan, t: TypePlan) =>
  Math.min(t.intervalDays ?? Infinity, t.intervalKm ? t.intervalKm / v.kmPerDay : Infinity);

export function vehicleHistory(
  v: VehiclePlan,
  vehicleIndex: number,
  requests: { plan: RequestPlan; index: number }[],
): VehicleHistory {
  const odo = odometerOn(v);
  const kind = kindOf(v.type);
  const rnd = random(4500 + vehicleIndex * 97);
  const reported = requests.filter((r) => r.plan.status !== 'Atendida');
  // The vehicle's odometer: its newest reading (a request reports one too).
  const newest = Math.max(v.lastVisit, ...(v.repairs ?? []).map((r) => r.day), ...reported.map((r) => r.plan.day!));
  const current = odo(newest);
  const records: PlannedRecord[] = [];
  let anchored = false;
  TYPE_PLANS.forEach((t, ti) => {
    if (t.intervalKm === null && t.intervalDays === null) return;
    const name = t.name as PreventiveName;
    const kmLeft = (day: number) => (t.intervalKm ?? 0) - (current - odo(day));
    // The first type kept ahead is the one done at the last visit; the others some weeks before it.
    const targeted = v.due?.some((d) => d.type === name);
    const spread = anchored || targeted ? 0.05 + ((vehicleIndex * 7 + ti * 5) % 9) * 0.05 : 0;
    const first = newestDay(v, t, kmLeft, spread);
    if (first === null) return;
    if (first > v.lastVisit || first <= v.since + 3)
      throw new Error(`demo vehicle ${v.plate}: ${name} falls outside its history (day ${first})`);
    if (!targeted) anchored = true;
    const [min, max] = COSTS[name][kind];
    const step = Math.round(0.93 * period(v, t));
    for (let day = first; day > v.since + 5; day -= step)
      records.push({
        type: name,
        day,
        odometer: odo(day),
        cost: Math.round((min + rnd() * (max - min)) / 5) * 5,
        workshop: workshopFor(name, v, records.length),
        description: DESCRIPTIONS[name][kind],
      });
  });
  for (const r of v.repairs ?? []) records.push({ ...r, odometer: odo(r.day) });

  const planned: PlannedRequest[] = reported.map((r) => ({ ...r, day: r.plan.day!, odometer: odo(r.plan.day!) }));
  for (const r of requests.filter((q) => q.plan.status === 'Atendida')) {
    const done = records
      .filter((x) => x.type === r.plan.type && x.request === undefined)
      .sort((a, b) => b.day - a.day)[0];
    if (!done) throw new Error(`demo vehicle ${v.plate}: no ${r.plan.type} record to attend its request`);
    done.request = r.index;
    planned.push({ ...r, day: done.day - 3, odometer: odo(done.day - 3) });
  }
  records.sort((a, b) => a.day - b.day);
  return { registered: { day: v.since, odometer: v.startKm }, records, requests: planned };
}
