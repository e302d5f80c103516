import { ApiPath, type CaptchaResult } from '@console/contract';
import { post } from '@/lib/http';

/** A new image captcha: `image` is a data: URL, `key` goes back with the next login. */
export const fetchCaptcha = () => post<CaptchaResult>(ApiPath.captcha);
