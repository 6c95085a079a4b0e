import type {
  TFuelType,
  TMaintenancePriority,
  TRequestStatus,
  TVehicleStatus,
  TVehicleType,
} from '@gestora/contract/vehicles/vehicle-states';

/**
 * The demo fleet (issue 45): a year of history for each vehicle, made by demo-vehicles.history.ts from what is
 * written here. Days are offsets from today in the organisation's time zone (negative: past), so that what is due
 * soon, overdue or fine stays so whenever the demo is made.
 */

export const PREVENTIVE = [
  'Cambio de aceite y filtro',
  'Rotación de neumáticos',
  'Revisión de frenos',
  'Alineamiento y balanceo',
  'Cambio de filtro de aire',
  'Revisión general anual',
] as const;
export type PreventiveName = (typeof PREVENTIVE)[number];
export const CORRECTIVE = ['Reparación de carrocería', 'Cambio de batería'] as const;
export type CorrectiveName = (typeof CORRECTIVE)[number];
export type TypeName = PreventiveName | CorrectiveName;

export interface TypePlan {
  name: TypeName;
  description: string;
  intervalKm: number | null;
  intervalDays: number | null;
}

export const TYPE_PLANS: TypePlan[] = [
  {
    name: 'Cambio de aceite y filtro',
    description: 'Aceite de motor y filtro de aceite según la especificación del fabricante.',
    intervalKm: 5000,
    intervalDays: 180,
  },
  {
    name: 'Rotación de neumáticos',
    description: 'Rotación cruzada y calibración de presión, para un desgaste parejo.',
    intervalKm: 10000,
    intervalDays: null,
  },
  {
    name: 'Revisión de frenos',
    description: 'Pastillas, discos o zapatas, líquido de frenos y freno de mano.',
    intervalKm: 20000,
    intervalDays: 365,
  },
  {
    name: 'Alineamiento y balanceo',
    description: 'Alineamiento computarizado de la dirección y balanceo de ruedas.',
    intervalKm: 10000,
    intervalDays: null,
  },
  {
    name: 'Cambio de filtro de aire',
    description: 'Filtro de aire del motor; en zonas de polvo, antes.',
    intervalKm: 15000,
    intervalDays: null,
  },
  {
    name: 'Revisión general anual',
    description: 'Revisión completa previa a la revisión técnica: suspensión, dirección, luces, fluidos y escáner.',
    intervalKm: null,
    intervalDays: 365,
  },
  {
    name: 'Reparación de carrocería',
    description: 'Planchado, pintura y cambio de piezas tras un golpe (correctivo).',
    intervalKm: null,
    intervalDays: null,
  },
  {
    name: 'Cambio de batería',
    description: 'Diagnóstico del sistema de carga y cambio de batería (correctivo).',
    intervalKm: null,
    intervalDays: null,
  },
];

export interface RepairPlan {
  type: CorrectiveName;
  day: number;
  cost: number;
  workshop: string;
  description: string;
}

export interface VehiclePlan {
  plate: string;
  brand: string;
  model: string;
  year: number;
  colour: string;
  type: TVehicleType;
  vin: string;
  engineNumber: string;
  fuel: TFuelType;
  status: TVehicleStatus;
  active?: false;
  /** Demo users by handle (demo-organisation.ts): who drives it and who answers for it. */
  driver: string | null;
  responsible: string | null;
  area: string;
  notes?: string;
  /** Registered `since` days ago with `startKm`, driven about `kmPerDay` since. */
  since: number;
  startKm: number;
  kmPerDay: number;
  /** Its last visit to the workshop: the newest record. */
  lastVisit: number;
  /** Days from today of the insurance's and the technical inspection's expiry. */
  insurance: number | null;
  inspection: number | null;
  /** Items left due soon or overdue on purpose; every other preventive type is kept well ahead. */
  due?: { type: PreventiveName; state: 'Próximo' | 'Vencido'; by: 'km' | 'days' }[];
  repairs?: RepairPlan[];
}

const OPS = 'Operaciones';
const LOG = 'Logística y Flota';
const BODY = 'Carrocerías y Pintura Santa Anita';
const BATTERY = 'Baterías Etna Express';

export const VEHICLE_PLANS: VehiclePlan[] = [
  {
    plate: 'BTR-741',
    brand: 'Toyota',
    model: 'Hilux 2.4 4x4 SR',
    year: 2022,
    colour: 'Blanco',
    type: 'Camioneta',
    vin: 'MR0HA3CD8N0412785',
    engineNumber: '2GD-4817263',
    fuel: 'Diésel',
    status: 'En uso',
    driver: 'paula.jimenez',
    responsible: 'gabriela.paredes',
    area: OPS,
    since: -392,
    startKm: 38210,
    kmPerDay: 45,
    lastVisit: -14,
    insurance: 164,
    inspection: 205,
    due: [{ type: 'Cambio de aceite y filtro', state: 'Próximo', by: 'km' }],
  },
  {
    plate: 'C4K-219',
    brand: 'Nissan',
    model: 'Frontier 2.3 4x4 LE',
    year: 2021,
    colour: 'Gris plata',
    type: 'Camioneta',
    vin: '3N6CD33B4MK731542',
    engineNumber: 'YS23-0195837',
    fuel: 'Diésel',
    status: 'En uso',
    driver: 'javier.mendoza',
    responsible: 'gabriela.paredes',
    area: OPS,
    since: -388,
    startKm: 52640,
    kmPerDay: 48,
    lastVisit: -9,
    insurance: 98,
    inspection: 131,
  },
  {
    plate: 'AXL-558',
    brand: 'Mitsubishi',
    model: 'L200 2.4 DID 4x4',
    year: 2020,
    colour: 'Rojo',
    type: 'Camioneta',
    vin: 'MMBJJKL10LH027316',
    engineNumber: '4N15-UAG3528',
    fuel: 'Diésel',
    status: 'En uso',
    driver: 'natalia.reyes',
    responsible: 'gabriela.paredes',
    area: OPS,
    since: -395,
    startKm: 71905,
    kmPerDay: 42,
    lastVisit: -21,
    // The insurance runs out within two weeks: its reminder is due.
    insurance: 10,
    inspection: 77,
    repairs: [
      {
        type: 'Reparación de carrocería',
        day: -96,
        cost: 1850,
        workshop: BODY,
        description: 'Cambio de parachoques delantero y pintura tras un roce en trocha.',
      },
    ],
  },
  {
    plate: 'D2M-903',
    brand: 'Toyota',
    model: 'Hilux 2.8 4x4 SRV',
    year: 2019,
    colour: 'Blanco',
    type: 'Camioneta',
    vin: 'MR0HA3CD5K0638140',
    engineNumber: '1GD-2093715',
    fuel: 'Diésel',
    status: 'Disponible',
    driver: null,
    responsible: 'ricardo.flores',
    area: LOG,
    since: -390,
    startKm: 96320,
    kmPerDay: 38,
    lastVisit: -27,
    insurance: 142,
    inspection: 59,
    repairs: [
      {
        type: 'Cambio de batería',
        day: -203,
        cost: 520,
        workshop: BATTERY,
        description: 'Batería de 75 Ah sin carga; se cambió por una nueva con garantía de 12 meses.',
      },
    ],
  },
  {
    plate: 'BKF-316',
    brand: 'Hyundai',
    model: 'Accent 1.4 GL',
    year: 2021,
    colour: 'Azul',
    type: 'Automóvil',
    vin: 'KMHCT41BAMU218439',
    engineNumber: 'G4LC-MU582614',
    fuel: 'Gasolina',
    status: 'Disponible',
    driver: 'miguel.herrera',
    responsible: 'gabriela.paredes',
    area: OPS,
    since: -385,
    startKm: 41280,
    kmPerDay: 32,
    lastVisit: -18,
    insurance: 221,
    inspection: 187,
    due: [{ type: 'Revisión general anual', state: 'Próximo', by: 'days' }],
  },
  {
    plate: 'ALR-624',
    brand: 'Kia',
    model: 'Rio 1.4 EX',
    year: 2020,
    colour: 'Blanco',
    type: 'Automóvil',
    vin: 'KNADN512BL6473902',
    engineNumber: 'G4LC-LH137045',
    fuel: 'Gasolina',
    status: 'En uso',
    driver: 'isabel.molina',
    responsible: 'gabriela.paredes',
    area: 'Comunicación',
    since: -393,
    startKm: 58760,
    kmPerDay: 22,
    lastVisit: -33,
    insurance: 73,
    inspection: 112,
    due: [{ type: 'Cambio de aceite y filtro', state: 'Vencido', by: 'days' }],
    repairs: [
      {
        type: 'Reparación de carrocería',
        day: -141,
        cost: 1250,
        workshop: BODY,
        description: 'Planchado y pintura de la puerta delantera derecha tras un choque leve en estacionamiento.',
      },
    ],
  },
  {
    plate: 'BPD-187',
    brand: 'Toyota',
    model: 'Corolla 1.8 Híbrido',
    year: 2023,
    colour: 'Gris oscuro',
    type: 'Automóvil',
    vin: 'JTDBAMDE3P3049217',
    engineNumber: '2ZR-X218840',
    fuel: 'Híbrido',
    status: 'Disponible',
    driver: null,
    responsible: 'ricardo.flores',
    area: 'Dirección General',
    notes: 'Vehículo de la Dirección General; se reserva con la asistente de dirección.',
    since: -380,
    startKm: 12450,
    kmPerDay: 30,
    lastVisit: -11,
    insurance: 286,
    inspection: 318,
  },
  {
    plate: 'B7X-482',
    brand: 'Suzuki',
    model: 'Vitara 1.6 GLX 4WD',
    year: 2022,
    colour: 'Gris',
    type: 'Camioneta',
    vin: 'TSMLYE21S00572813',
    engineNumber: 'M16A-2748391',
    fuel: 'Gasolina',
    status: 'En mantenimiento',
    driver: 'diego.torres',
    responsible: 'gabriela.paredes',
    area: 'Recursos Humanos',
    notes: 'En el taller de carrocería por el golpe en el parachoques trasero.',
    since: -387,
    startKm: 24930,
    kmPerDay: 28,
    lastVisit: -24,
    insurance: 117,
    inspection: 246,
  },
  {
    plate: 'F5H-836',
    brand: 'Volvo',
    model: 'FH 460 6x2',
    year: 2019,
    colour: 'Blanco',
    type: 'Camión',
    vin: 'YV2RT40A6KB893170',
    engineNumber: 'D13K460-1184627',
    fuel: 'Diésel',
    status: 'En uso',
    driver: 'fernando.cabrera',
    responsible: 'ricardo.flores',
    area: LOG,
    since: -394,
    startKm: 318450,
    kmPerDay: 60,
    lastVisit: -6,
    insurance: 54,
    // The technical inspection has run out, and the brakes (overdue) must be seen to before it is passed again.
    inspection: -8,
    due: [{ type: 'Revisión de frenos', state: 'Vencido', by: 'km' }],
    repairs: [
      {
        type: 'Cambio de batería',
        day: -52,
        cost: 1640,
        workshop: BATTERY,
        description: 'Cambio de las dos baterías de 12 V / 180 Ah; el alternador carga bien.',
      },
    ],
  },
  {
    plate: 'D9Z-145',
    brand: 'Hino',
    model: '300 Dutro 816',
    year: 2021,
    colour: 'Blanco',
    type: 'Camión',
    vin: 'JHHAFJ4H8MK014528',
    engineNumber: 'N04C-WL31906',
    fuel: 'Diésel',
    status: 'Disponible',
    driver: null,
    responsible: 'ricardo.flores',
    area: LOG,
    since: -389,
    startKm: 87260,
    kmPerDay: 40,
    lastVisit: -16,
    insurance: 199,
    inspection: 163,
  },
  {
    plate: '4821-AB',
    brand: 'Honda',
    model: 'XR150L',
    year: 2022,
    colour: 'Rojo',
    type: 'Motocicleta',
    vin: 'LALPCJ0H3N3108274',
    engineNumber: 'KD07E-3108274',
    fuel: 'Gasolina',
    status: 'En uso',
    driver: 'sebastian.castillo',
    responsible: 'gabriela.paredes',
    area: 'Tecnologías de la Información',
    since: -386,
    startKm: 9870,
    kmPerDay: 16,
    lastVisit: -19,
    insurance: 133,
    inspection: 262,
    due: [{ type: 'Cambio de aceite y filtro', state: 'Próximo', by: 'days' }],
    repairs: [
      {
        type: 'Cambio de batería',
        day: -158,
        cost: 145,
        workshop: 'Motoservicio Huáscar – San Juan de Lurigancho',
        description: 'Batería de gel 12 V / 5 Ah; la anterior no retenía la carga.',
      },
    ],
  },
  {
    plate: '6397-CD',
    brand: 'Yamaha',
    model: 'YBR 125 ED',
    year: 2021,
    colour: 'Negro',
    type: 'Motocicleta',
    vin: 'LBPKE1280M0194736',
    engineNumber: 'E3X9E-0194736',
    fuel: 'Gasolina',
    status: 'Disponible',
    driver: 'jorge.martinez',
    responsible: 'gabriela.paredes',
    area: 'Administración y Finanzas',
    notes: 'Para trámites en bancos y entrega de documentos.',
    since: -384,
    startKm: 15420,
    kmPerDay: 14,
    lastVisit: -29,
    insurance: 88,
    inspection: 149,
  },
  {
    plate: 'EAB-672',
    brand: 'Toyota',
    model: 'Hiace Commuter 3.0',
    year: 2020,
    colour: 'Plata',
    type: 'Otro',
    vin: 'JTFSS22P8L0187453',
    engineNumber: '1KD-3726418',
    fuel: 'Diésel',
    status: 'Disponible',
    driver: null,
    responsible: 'ricardo.flores',
    area: LOG,
    notes: 'Minibús de 15 asientos para el traslado del personal a obra.',
    since: -391,
    startKm: 104380,
    kmPerDay: 36,
    lastVisit: -13,
    insurance: 176,
    inspection: 95,
  },
  {
    plate: 'AGX-905',
    brand: 'Nissan',
    model: 'Sentra 1.8 Advance',
    year: 2017,
    colour: 'Negro',
    type: 'Automóvil',
    vin: '3N1AB7AD2HL621098',
    engineNumber: 'MRA8-DE619382',
    fuel: 'Gasolina',
    status: 'Fuera de servicio',
    driver: null,
    responsible: 'gabriela.paredes',
    area: 'Administración y Finanzas',
    notes: 'Falla de la junta de culata: a la espera de la evaluación de reparación o de baja.',
    since: -390,
    startKm: 132870,
    kmPerDay: 26,
    lastVisit: -44,
    insurance: 61,
    inspection: 38,
  },
  {
    plate: 'ABC-123',
    brand: 'Volkswagen',
    model: 'Amarok 2.0 TDI',
    year: 2015,
    colour: 'Azul',
    type: 'Camioneta',
    vin: 'WV1DB42H0FA017352',
    engineNumber: 'CDC-046813',
    fuel: 'Diésel',
    status: 'Fuera de servicio',
    active: false,
    driver: null,
    responsible: 'ricardo.flores',
    area: LOG,
    notes: 'Dada de baja por antigüedad y kilometraje; pendiente de venta en subasta.',
    since: -396,
    startKm: 241560,
    kmPerDay: 34,
    lastVisit: -41,
    insurance: null,
    inspection: null,
  },
];

export interface RequestPlan {
  plate: string;
  requester: string;
  type: TypeName | null;
  description: string;
  priority: TMaintenancePriority;
  status: TRequestStatus;
  /** Days from today it was made; for 'Atendida', made three days before the vehicle's latest record of `type`. */
  day?: number;
  reviewer?: string;
  note?: string;
}

/** Requests by the drivers of their own vehicles, reviewed by the fleet coordinator. */
export const REQUEST_PLANS: RequestPlan[] = [
  {
    plate: 'F5H-836',
    requester: 'fernando.cabrera',
    type: 'Revisión de frenos',
    description: 'Los frenos chirrían al detenerse con carga y el pedal se siente largo.',
    priority: 'Alta',
    status: 'Pendiente',
    day: -1,
  },
  {
    plate: 'AXL-558',
    requester: 'natalia.reyes',
    type: 'Cambio de batería',
    description: 'La luz de la batería parpadea al encender y cuesta arrancar por las mañanas.',
    priority: 'Media',
    status: 'Pendiente',
    day: -2,
  },
  {
    plate: 'C4K-219',
    requester: 'javier.mendoza',
    type: null,
    description: 'Ruido metálico en la suspensión delantera al pasar por la trocha de la obra.',
    priority: 'Media',
    status: 'Pendiente',
    day: -3,
  },
  {
    plate: 'BTR-741',
    requester: 'paula.jimenez',
    type: 'Cambio de aceite y filtro',
    description: 'El tablero indica servicio de mantenimiento y se acerca el kilometraje del cambio de aceite.',
    priority: 'Media',
    status: 'Aprobada',
    day: -4,
    reviewer: 'gabriela.paredes',
    note: 'Aprobado. Llévela a Toyota Mitsui Surquillo esta semana; la cita está a su nombre.',
  },
  {
    plate: 'B7X-482',
    requester: 'diego.torres',
    type: 'Reparación de carrocería',
    description: 'Golpe en el parachoques trasero al retroceder en el estacionamiento; la luz de placa no enciende.',
    priority: 'Alta',
    status: 'Aprobada',
    day: -5,
    reviewer: 'gabriela.paredes',
    note: 'Aprobado con el presupuesto de Carrocerías y Pintura Santa Anita; el seguro cubre el deducible.',
  },
  {
    plate: '4821-AB',
    requester: 'sebastian.castillo',
    type: null,
    description: 'Cambiar las llantas por unas de taco más grande para las visitas a las sedes de provincia.',
    priority: 'Baja',
    status: 'Rechazada',
    day: -22,
    reviewer: 'gabriela.paredes',
    note: 'Las llantas están en buen estado y son la medida del fabricante; no corresponde el cambio.',
  },
  {
    plate: 'BKF-316',
    requester: 'miguel.herrera',
    type: null,
    description: 'Polarizar las lunas laterales y el parabrisas por el sol de la tarde.',
    priority: 'Baja',
    status: 'Rechazada',
    day: -37,
    reviewer: 'ricardo.flores',
    note: 'No es un mantenimiento: se gestiona como compra con Administración y Finanzas.',
  },
  {
    plate: 'F5H-836',
    requester: 'fernando.cabrera',
    type: 'Cambio de batería',
    description: 'El camión no arranca en las mañanas frías; hubo que pasarle corriente dos veces.',
    priority: 'Urgente',
    status: 'Atendida',
    reviewer: 'ricardo.flores',
    note: 'Aprobado: cambio de baterías hoy mismo en Baterías Etna Express.',
  },
  {
    plate: 'C4K-219',
    requester: 'javier.mendoza',
    type: 'Alineamiento y balanceo',
    description: 'El volante vibra a más de 80 km/h y la camioneta se va hacia la derecha.',
    priority: 'Media',
    status: 'Atendida',
    reviewer: 'gabriela.paredes',
    note: 'Aprobado. Pase por Llantas y Alineamiento Javier Prado.',
  },
  {
    plate: 'ALR-624',
    requester: 'isabel.molina',
    type: 'Reparación de carrocería',
    description: 'Un vehículo golpeó la puerta delantera derecha en el estacionamiento del canal de televisión.',
    priority: 'Alta',
    status: 'Atendida',
    reviewer: 'gabriela.paredes',
    note: 'Aprobado: ingresa a Carrocerías y Pintura Santa Anita.',
  },
];
