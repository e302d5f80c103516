import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The gallery domain's business errors (their texts: ./locales and the server's own). */
export const GalleryError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  imageEmpty: { code: Code.imageRejected, key: 'err.image_empty' },
  imageTooLarge: { code: Code.imageRejected, key: 'err.image_too_large' },
  imageType: { code: Code.imageRejected, key: 'err.image_type' },
  imagePolyglot: { code: Code.imageRejected, key: 'err.image_polyglot' },
  imagePixels: { code: Code.imageRejected, key: 'err.image_pixels' },
  imageCorrupt: { code: Code.imageRejected, key: 'err.image_corrupt' },
  fileNamed: { code: Code.imageRejected, key: 'err.file_named' },
  groupSpecial: { code: Code.groupSpecial, key: 'err.group_special' },
  tooManyFiles: { code: Code.imageRejected, key: 'err.too_many_files' },
  uploadMissing: { code: Code.imageRejected, key: 'err.upload_missing' },
});
