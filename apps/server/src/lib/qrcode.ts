/**
 * qrcode (with pngjs beneath it), loaded with the first code it draws: a two-step enrolment or
 * the demo seed. Every start used to load it for nothing, about 0.1 s of a restart (decision 071).
 */
export const loadQrcode = async () => (await import('qrcode')).default;
