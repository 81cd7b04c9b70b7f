import { CALLER_ID_BAUD_RATE, CALLER_ID_BUFFER_SIZE, CallerIdParser } from '@ability/domain';

/**
 * The caller-ID device on this computer, through Web Serial (19200 baud, buffer 2048). One per tab,
 * kept outside React so that it lives while the user moves between screens. The granted port is
 * remembered (its USB ids in localStorage), so a reload reconnects without asking where the browser
 * still holds the permission (navigator.serial.getPorts()).
 */

interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}
interface WebSerialPort {
  open(options: { baudRate: number; bufferSize?: number }): Promise<void>;
  close(): Promise<void>;
  getInfo(): SerialPortInfo;
  readable: ReadableStream<Uint8Array> | null;
}
interface WebSerial {
  requestPort(): Promise<WebSerialPort>;
  getPorts(): Promise<WebSerialPort[]>;
}

export type DeviceStatus = 'unsupported' | 'disconnected' | 'connecting' | 'connected';

const STORAGE_KEY = 'ability.callerId.port';

function serial(): WebSerial | null {
  return typeof navigator !== 'undefined' && 'serial' in navigator
    ? ((navigator as unknown as { serial: WebSerial }).serial ?? null)
    : null;
}

export const serialSupported = () => serial() !== null;

let status: DeviceStatus = serialSupported() ? 'disconnected' : 'unsupported';
let port: WebSerialPort | null = null;
let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
const listeners = new Set<() => void>();
let onNumber: (phone: string) => void = () => {};

function setStatus(s: DeviceStatus) {
  status = s;
  for (const l of listeners) l();
}

export const deviceStatus = () => status;
export function subscribeDevice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What to do with each number the device identifies (the app registers the call). */
export function setNumberHandler(handler: (phone: string) => void): void {
  onNumber = handler;
}

async function readLoop(p: WebSerialPort): Promise<void> {
  const parser = new CallerIdParser();
  const decoder = new TextDecoder('latin1');
  while (port === p && p.readable) {
    reader = p.readable.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const phone of parser.push(decoder.decode(value, { stream: true }))) onNumber(phone);
      }
    } catch {
      // A read error (device unplugged, buffer overrun): read again while the port is open.
    } finally {
      reader.releaseLock();
      reader = null;
    }
  }
  if (port === p) {
    port = null;
    setStatus('disconnected');
  }
}

async function openPort(p: WebSerialPort): Promise<void> {
  setStatus('connecting');
  try {
    await p.open({ baudRate: CALLER_ID_BAUD_RATE, bufferSize: CALLER_ID_BUFFER_SIZE });
  } catch (e) {
    setStatus('disconnected');
    throw e;
  }
  port = p;
  const info = p.getInfo();
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ usbVendorId: info.usbVendorId, usbProductId: info.usbProductId }));
  // The computer with the device is where calls are taken.
  localStorage.setItem(NOTIFY_KEY, '1');
  setStatus('connected');
  void readLoop(p);
}

/** Asks the user for the device's port and opens it ('Conectar'). */
export async function connectDevice(): Promise<void> {
  const s = serial();
  if (!s) throw new Error('unsupported');
  if (port) return;
  await openPort(await s.requestPort());
}

export async function disconnectDevice(): Promise<void> {
  const p = port;
  port = null;
  localStorage.removeItem(STORAGE_KEY);
  await reader?.cancel().catch(() => undefined);
  await p?.close().catch(() => undefined);
  setStatus(serialSupported() ? 'disconnected' : 'unsupported');
}

/**
 * Reopens the remembered port if the browser still grants it. Quietly does nothing otherwise (no
 * permission, unplugged, or another tab already holds the port: that tab registers the calls).
 */
export async function reconnectDevice(): Promise<void> {
  const s = serial();
  const saved = localStorage.getItem(STORAGE_KEY);
  if (!s || !saved || port || status === 'connecting') return;
  let want: SerialPortInfo;
  try {
    want = JSON.parse(saved) as SerialPortInfo;
  } catch {
    return;
  }
  const ports = await s.getPorts().catch(() => [] as WebSerialPort[]);
  const match =
    ports.find((p) => {
      const i = p.getInfo();
      return i.usbVendorId === want.usbVendorId && i.usbProductId === want.usbProductId;
    }) ?? (ports.length === 1 ? ports[0] : undefined);
  if (match) await openPort(match).catch(() => undefined);
}

/**
 * Whether this browser shows call notifications: set where the caller ID was set up (the device
 * connected here, or 'Permitir notificação' clicked), so screens of people who don't take calls
 * (and other browsers of the same user) stay quiet.
 */
const NOTIFY_KEY = 'ability.callerId.notify';

export const callNotificationsEnabled = () =>
  typeof localStorage !== 'undefined' && localStorage.getItem(NOTIFY_KEY) === '1';

export function setCallNotifications(on: boolean): void {
  if (on) localStorage.setItem(NOTIFY_KEY, '1');
  else localStorage.removeItem(NOTIFY_KEY);
  for (const l of listeners) l();
}

/** Follows the setting, also when another tab of this browser changes it. */
export function subscribeCallNotifications(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === NOTIFY_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
