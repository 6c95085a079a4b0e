// The questions of `npm run eval:rag`, as employees ask them. `expect`: the document that answers (by key), or
// null when no document does. `asker`: the asking user's area (null = a user with none). `kind` groups the figures.
import type { AreaKey } from './rag-corpus.data.ts';

export interface EvalQuestion {
  q: string;
  expect: string | null;
  kind: 'direct' | 'paraphrase' | 'fact' | 'none' | 'restricted';
  asker?: AreaKey | null;
  /** The department chosen in the chat's picker (default 'Todos'). */
  department?: AreaKey;
  /** For fact questions: the text (accents and case aside) the answer's sentences must hold. */
  fact?: string;
}

export const EVAL_QUESTIONS: EvalQuestion[] = [
  // Direct questions: the document's own words.
  { q: '¿Cómo solicito mis vacaciones?', expect: 'vacaciones', kind: 'direct' },
  { q: '¿Cuántos días de licencia por paternidad tengo?', expect: 'licencias', kind: 'direct' },
  { q: '¿Cuál es el horario de trabajo?', expect: 'horario', kind: 'direct' },
  { q: '¿Cuántos días a la semana puedo hacer teletrabajo?', expect: 'teletrabajo', kind: 'direct' },
  { q: '¿Cuál es el presupuesto de capacitación por colaborador?', expect: 'capacitacion', kind: 'direct' },
  { q: '¿Qué dice el código de ética sobre los regalos?', expect: 'conducta', kind: 'direct' },
  { q: '¿Cuántos caracteres debe tener la contraseña?', expect: 'contrasenas', kind: 'direct' },
  { q: '¿Cómo pido soporte a la mesa de ayuda?', expect: 'mesa-ayuda', kind: 'direct' },
  {
    q: '¿Cada cuánto se hace el mantenimiento preventivo de los vehículos?',
    expect: 'vehiculos-mantenimiento',
    kind: 'direct',
  },
  { q: '¿Cuánto es el viático diario para alimentación?', expect: 'viaticos', kind: 'direct' },
  { q: '¿Qué gastos cubre la caja chica?', expect: 'caja-chica', kind: 'direct' },
  { q: '¿Cuántas cotizaciones necesita una compra?', expect: 'compras', kind: 'direct', asker: 'finanzas' },
  { q: '¿Cómo se registra un reclamo de un cliente?', expect: 'reclamos', kind: 'direct', asker: 'comercial' },
  { q: '¿Cómo reservo una sala de reuniones?', expect: 'salas', kind: 'direct' },
  { q: '¿Qué equipos de protección personal son obligatorios en el almacén?', expect: 'sst', kind: 'direct' },
  { q: '¿Qué ley regula la protección de datos personales?', expect: 'datos-personales', kind: 'direct' },
  {
    q: '¿Cuándo se realiza el inventario general del almacén?',
    expect: 'inventario',
    kind: 'direct',
    asker: 'logistica',
  },
  { q: '¿Cómo se emite una nota de crédito?', expect: 'facturacion', kind: 'direct', asker: 'finanzas' },
  { q: '¿Cada cuánto se evalúa el desempeño?', expect: 'desempeno', kind: 'direct', asker: 'rrhh' },
  { q: '¿Cuánto dura la inducción de un nuevo colaborador?', expect: 'induccion', kind: 'direct', asker: 'rrhh' },
  { q: '¿Cómo solicito acceso a la VPN?', expect: 'vpn', kind: 'direct', asker: 'ti' },
  {
    q: '¿Cada cuánto se hacen las copias de respaldo de los servidores?',
    expect: 'respaldos',
    kind: 'direct',
    asker: 'ti',
  },

  // Paraphrases: other words than the document's.
  { q: '¿Cuántos días libres me tocan al año?', expect: 'vacaciones', kind: 'paraphrase' },
  { q: '¿Me reembolsan el curso que quiero llevar?', expect: 'capacitacion', kind: 'paraphrase' },
  { q: '¿Puedo trabajar desde mi casa?', expect: 'teletrabajo', kind: 'paraphrase' },
  { q: '¿Cada cuánto tengo que cambiar mi clave?', expect: 'contrasenas', kind: 'paraphrase' },
  { q: 'Choqué el auto de la empresa, ¿qué hago?', expect: 'vehiculos-accidentes', kind: 'paraphrase' },
  { q: '¿Cuándo me depositan el sueldo?', expect: 'remuneraciones', kind: 'paraphrase' },
  { q: 'Se me perdió la laptop, ¿a quién aviso?', expect: 'equipos', kind: 'paraphrase' },
  { q: '¿Qué pasa si llego tarde a la oficina?', expect: 'horario', kind: 'paraphrase' },
  { q: 'Me casé, ¿me corresponden días de permiso?', expect: 'licencias', kind: 'paraphrase' },
  { q: '¿Puedo aceptar un obsequio de un proveedor?', expect: 'conducta', kind: 'paraphrase' },
  { q: 'Gasté de mi dinero en útiles de oficina, ¿cómo me lo devuelven?', expect: 'caja-chica', kind: 'paraphrase' },
  { q: '¿Cuánto me dan para comer cuando viajo por trabajo?', expect: 'viaticos', kind: 'paraphrase' },
  { q: '¿Cubren el seguro médico de mi familia?', expect: 'beneficios', kind: 'paraphrase' },
  { q: 'Borré un archivo importante, ¿se puede recuperar?', expect: 'respaldos', kind: 'paraphrase', asker: 'ti' },
  {
    q: '¿Puedo llevarme la camioneta de la empresa el fin de semana?',
    expect: 'vehiculos-uso',
    kind: 'paraphrase',
    asker: 'logistica',
  },
  { q: '¿Cómo denuncio un caso de acoso de forma anónima?', expect: 'conducta', kind: 'paraphrase' },
  { q: '¿Qué hago si tiembla estando en la oficina?', expect: 'sst', kind: 'paraphrase' },
  { q: '¿Me pagan las horas adicionales que trabajo?', expect: 'horario', kind: 'paraphrase' },
  { q: 'Mi cuenta quedó bloqueada por equivocarme de clave', expect: 'contrasenas', kind: 'paraphrase' },
  {
    q: '¿Quién me acompaña en mis primeros meses en la empresa?',
    expect: 'induccion',
    kind: 'paraphrase',
    asker: 'rrhh',
  },
  { q: '¿Cuándo me pagan la gratificación?', expect: 'remuneraciones', kind: 'paraphrase' },
  { q: '¿Puedo usar la impresora? No funciona y necesito ayuda', expect: 'mesa-ayuda', kind: 'paraphrase' },

  // Specific facts.
  { q: '¿Cuál es el anexo de la mesa de ayuda?', expect: 'mesa-ayuda', kind: 'fact', fact: '2020' },
  { q: '¿Cuál es el tope de hospedaje por noche?', expect: 'viaticos', kind: 'fact', fact: 'S/ 250' },
  {
    q: '¿Cuántos días de licencia por maternidad corresponden?',
    expect: 'licencias',
    kind: 'fact',
    fact: 'noventa y ocho días',
  },
  {
    q: '¿Cuánto paga la empresa por internet a quienes teletrabajan?',
    expect: 'teletrabajo',
    kind: 'fact',
    fact: 'S/ 60',
  },
  {
    q: '¿Qué categoría de licencia de conducir se necesita para manejar la flota?',
    expect: 'vehiculos-uso',
    kind: 'fact',
    fact: 'A-IIb',
    asker: 'logistica',
  },
  {
    q: '¿Cuál es el número de la aseguradora en caso de accidente?',
    expect: 'vehiculos-accidentes',
    kind: 'fact',
    fact: '0800-10-200',
  },
  { q: '¿Cuántos intentos fallidos bloquean la cuenta?', expect: 'contrasenas', kind: 'fact', fact: 'cinco intentos' },
  { q: '¿En qué meses se deposita la CTS?', expect: 'remuneraciones', kind: 'fact', fact: 'mayo y noviembre' },
  { q: '¿Qué porcentaje del seguro EPS cubre la empresa?', expect: 'beneficios', kind: 'fact', fact: '80 %' },
  {
    q: '¿En cuántos días se responde un reclamo?',
    expect: 'reclamos',
    kind: 'fact',
    fact: 'quince días',
    asker: 'comercial',
  },
  {
    q: '¿Cuál es el monto máximo de un comprobante de caja chica?',
    expect: 'caja-chica',
    kind: 'fact',
    fact: 'S/ 200',
  },
  { q: '¿Qué cliente de VPN se usa?', expect: 'vpn', kind: 'fact', fact: 'FortiClient', asker: 'ti' },
  { q: '¿Cuál es el correo de la línea ética?', expect: 'conducta', kind: 'fact', fact: 'etica@gestora.pe' },

  // Restricted documents asked by their own area (answerable).
  {
    q: '¿Cuál es la banda salarial de un coordinador?',
    expect: 'bandas',
    kind: 'fact',
    fact: 'S/ 6 100 a S/ 8 500',
    asker: 'rrhh',
  },
  {
    q: '¿Qué descuento máximo puede dar un ejecutivo de ventas?',
    expect: 'descuentos',
    kind: 'fact',
    fact: '8 %',
    asker: 'comercial',
  },
  {
    q: '¿Cuál es la meta de margen EBITDA del presupuesto?',
    expect: 'presupuesto-anual',
    kind: 'fact',
    fact: '18 %',
    asker: 'finanzas',
  },
  {
    q: '¿Qué se hace ante un incidente de ransomware?',
    expect: 'incidentes-seguridad',
    kind: 'fact',
    fact: 'aísla la red',
    asker: 'ti',
  },

  // The same restricted documents asked by other areas: nothing of them may come back.
  { q: '¿Cuál es la banda salarial de un coordinador?', expect: null, kind: 'restricted', asker: 'ti' },
  { q: '¿Cuánto es el incremento por mérito?', expect: null, kind: 'restricted', asker: 'comercial' },
  {
    q: '¿Qué descuento máximo puede dar un ejecutivo de ventas?',
    expect: null,
    kind: 'restricted',
    asker: 'logistica',
  },
  { q: '¿Cuánto es la comisión de ventas?', expect: null, kind: 'restricted', asker: 'rrhh' },
  { q: '¿Cuál es la meta de margen EBITDA del presupuesto?', expect: null, kind: 'restricted', asker: 'comercial' },
  { q: '¿Cuál es el teléfono del proveedor forense?', expect: null, kind: 'restricted', asker: 'finanzas' },
  { q: 'Bandas salariales', expect: null, kind: 'restricted', asker: null },
  {
    q: 'ransomware fuga de datos procedimiento interno',
    expect: null,
    kind: 'restricted',
    asker: 'rrhh',
    department: 'ti',
  },

  // No document answers these.
  { q: '¿Cuál es el menú del comedor esta semana?', expect: null, kind: 'none' },
  { q: '¿La empresa tiene estacionamiento para bicicletas?', expect: null, kind: 'none' },
  { q: '¿Quién ganó el campeonato de fútbol interno?', expect: null, kind: 'none' },
  { q: '¿Puedo traer a mi mascota a la oficina?', expect: null, kind: 'none' },
  { q: '¿Cuál es la contraseña del wifi de invitados?', expect: null, kind: 'none' },
  { q: '¿Cuándo es la fiesta de fin de año?', expect: null, kind: 'none' },
  { q: '¿Qué idiomas se hablan en la sede de Arequipa?', expect: null, kind: 'none' },
  { q: '¿Cuál es la cotización del dólar hoy?', expect: null, kind: 'none' },

  // Issue 47 — everyday paraphrases, written as staff talk (Peruvian office Spanish: clippings, diminutives, slang,
  // verbs where the policy has nouns), sharing no rare word with the target document (checked by the eval).
  {
    q: 'Me botaron del sistema por poner mal mi clave, ¿en cuánto rato me dejan entrar de nuevo?',
    expect: 'contrasenas',
    kind: 'paraphrase',
  },
  { q: 'Le derramé café a la compu de la chamba, ¿me la cobran?', expect: 'equipos', kind: 'paraphrase' },
  { q: 'Mi compu no prende, ¿a quién le escribo?', expect: 'mesa-ayuda', kind: 'paraphrase' },
  {
    q: 'Empiezo a trabajar el lunes, ¿qué me dan cuando llego?',
    expect: 'induccion',
    kind: 'paraphrase',
    asker: 'rrhh',
  },
  { q: '¿Puedo recibir algo de mi pago a mediados de mes?', expect: 'remuneraciones', kind: 'paraphrase' },
  { q: '¿Me regalan unas horas por mi santo?', expect: 'beneficios', kind: 'paraphrase' },
  {
    q: '¿Me puede ayudar la empresa con plata si ando corto, y la devuelvo de a pocos?',
    expect: 'beneficios',
    kind: 'paraphrase',
  },
  { q: '¿Puedo irme de vaca una semanita ahora y el resto en diciembre?', expect: 'vacaciones', kind: 'paraphrase' },
  { q: '¿Me pueden pagar los días que no me tomo de vaca?', expect: 'vacaciones', kind: 'paraphrase' },
  { q: '¿A qué hora es el almuerzo?', expect: 'horario', kind: 'paraphrase' },
  { q: 'Si me quedo chambeando hasta tarde, ¿me lo pagan?', expect: 'horario', kind: 'paraphrase' },
  { q: 'Se murió mi papá, ¿cuántos días me dan?', expect: 'licencias', kind: 'paraphrase' },
  { q: 'Mi esposa va a dar a luz, ¿cuántos días me dan?', expect: 'licencias', kind: 'paraphrase' },
  { q: 'Estoy con gripe y no voy a ir, ¿qué papel tengo que mandar?', expect: 'licencias', kind: 'paraphrase' },
  { q: 'Me mandan a provincia por la chamba, ¿cuánto me dan para dormir?', expect: 'viaticos', kind: 'paraphrase' },
  { q: 'Pagué un taxi para llevar unos papeles, ¿me lo devuelven?', expect: 'caja-chica', kind: 'paraphrase' },
  {
    q: 'Ya volví de provincia y me sobró plata de lo que me dieron, ¿la tengo que regresar?',
    expect: 'viaticos',
    kind: 'paraphrase',
  },
  { q: '¿Me dan algo por la luz si hago home office?', expect: 'teletrabajo', kind: 'paraphrase' },
  {
    q: 'Un carro se me cruzó y le di con la camioneta de la chamba, ¿firmo algo con el otro chofer?',
    expect: 'vehiculos-accidentes',
    kind: 'paraphrase',
  },
  {
    q: '¿Cada cuánto tiempo hay que hacerle servicio a las camionetas?',
    expect: 'vehiculos-mantenimiento',
    kind: 'paraphrase',
    asker: 'logistica',
  },
  { q: '¿Qué tengo que llevar puesto para meterme al depósito?', expect: 'sst', kind: 'paraphrase' },
  { q: 'Eliminé sin querer un Excel, ¿hay forma de rescatarlo?', expect: 'respaldos', kind: 'paraphrase', asker: 'ti' },
  {
    q: 'Mi jefe me grita y me humilla delante de todos, ¿a dónde reporto eso?',
    expect: 'conducta',
    kind: 'paraphrase',
  },
  { q: 'Un proveedor me quiere llevar a almorzar, ¿está permitido?', expect: 'conducta', kind: 'paraphrase' },
  { q: '¿En qué meses me toca que mi jefe me ponga nota?', expect: 'desempeno', kind: 'paraphrase', asker: 'rrhh' },
  { q: 'Necesito un cuarto para una junta con el cliente, ¿cómo lo separo?', expect: 'salas', kind: 'paraphrase' },
  { q: '¿Puedo llevarme la lista de clientes en un pendrive?', expect: 'datos-personales', kind: 'paraphrase' },
  { q: '¿Puedo ponerle el Spotify a la compu de la oficina?', expect: 'equipos', kind: 'paraphrase' },
  { q: 'Quiero llevar una maestría, ¿la empresa me la paga?', expect: 'capacitacion', kind: 'paraphrase' },
  {
    q: 'Le puse mal el monto a una factura, ¿cómo la arreglo?',
    expect: 'facturacion',
    kind: 'paraphrase',
    asker: 'finanzas',
  },
  {
    q: 'Un cliente está molesto con el servicio, ¿dónde dejo constancia de su problema?',
    expect: 'reclamos',
    kind: 'paraphrase',
    asker: 'comercial',
  },
  {
    q: '¿Cuántas proformas tengo que pedir para adquirir algo caro?',
    expect: 'compras',
    kind: 'paraphrase',
    asker: 'finanzas',
  },
  {
    q: '¿Cuándo se hace el conteo de toda la mercadería del depósito?',
    expect: 'inventario',
    kind: 'paraphrase',
    asker: 'logistica',
  },
  { q: '¿El fin de semana hay alguien de sistemas que me apoye?', expect: 'mesa-ayuda', kind: 'paraphrase' },

  // Issue 47 — facts asked in everyday words.
  {
    q: '¿Hasta qué hora puedo marcar sin que me cuenten tardanza?',
    expect: 'horario',
    kind: 'fact',
    fact: 'diez minutos',
  },
  { q: '¿Cuánta plata me dan al día cuando salgo de comisión?', expect: 'viaticos', kind: 'fact', fact: 'S/ 120' },
  {
    q: '¿Cuántos días tengo para pedir mi reembolso del curso?',
    expect: 'capacitacion',
    kind: 'fact',
    fact: 'treinta días',
  },
  { q: '¿Qué descuento tengo en el gimnasio?', expect: 'beneficios', kind: 'fact', fact: '30 %' },

  // Issue 47 — calibration: no document answers these, though their words occur in the corpus (written apart
  // from the answerable ones, before any tuning).
  { q: '¿Cuántos espacios de estacionamiento hay para las visitas en la oficina?', expect: null, kind: 'none' },
  { q: '¿Cuál es el horario del comedor de la empresa?', expect: null, kind: 'none' },
  { q: '¿La empresa entrega uniforme a los colaboradores de oficina?', expect: null, kind: 'none' },
  { q: '¿Cuánto cuesta el seguro vehicular de la flota?', expect: null, kind: 'none' },
  { q: '¿Qué día es el aniversario de la empresa?', expect: null, kind: 'none' },
  { q: '¿Cuántos colaboradores tiene el área de Logística?', expect: null, kind: 'none' },
  { q: '¿Quién es el gerente general de la empresa?', expect: null, kind: 'none' },
  { q: '¿Cuál es la clave del wifi de la sala de reuniones?', expect: null, kind: 'none' },
  { q: '¿Hay lactario en la oficina para las mamás que regresan de su licencia?', expect: null, kind: 'none' },
  { q: '¿La empresa da canasta navideña en diciembre?', expect: null, kind: 'none' },
  { q: '¿Qué marca de laptop entrega Tecnología?', expect: null, kind: 'none' },
  { q: '¿A qué hora abre el tópico médico?', expect: null, kind: 'none' },
  { q: '¿Cómo me inscribo en el campeonato de vóley de la empresa?', expect: null, kind: 'none' },
  { q: '¿Cuánto cobra el taxi de la empresa por llevar a los colaboradores a su casa?', expect: null, kind: 'none' },
];
