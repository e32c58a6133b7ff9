import { z } from 'zod';
import { CAPTIONS_MAX_BYTES, checkWebVtt, webVttProblemMessage } from '../captions.js';
import { supportedLanguages } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { objectKeyPattern } from '../uploadFolders.js';
import { recordIdParam } from './patientFields.js';
import { externalServiceErrors, tenantErrors, writeErrors } from './studioCommon.js';

export const videoStatuses = ['rendering', 'ready', 'failed'] as const;
export const videoSources = ['upload', 'synthesia'] as const;

export const video = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  source: z.enum(videoSources),
  status: z.enum(videoStatuses),
  duration_seconds: z.number().nonnegative().nullable(),
  /** Where staff watch it; null until it is ready. */
  url: z.string().nullable(),
  /** The languages it has captions in, in the platform's order of languages. */
  captions: z.array(z.enum(supportedLanguages)),
  created_at: z.string(),
});
export type Video = z.infer<typeof video>;

export const listVideos = defineRoute({
  ...endpoints.listVideos,
  summary: "The tenant's video library, newest first: uploaded videos and Synthesia renders (ready or not).",
  response: z.object({ results: z.array(video) }),
  errors: tenantErrors,
});

export const createVideo = defineRoute({
  ...endpoints.createVideo,
  summary:
    'Adds an uploaded MP4 (presigned in the synthesia-videos folder, then PUT) to the video library, ready ' +
    'to use in chapters. The file is checked as the upload route checks it.',
  body: z.strictObject({
    title: z.string().trim().min(1, 'Give the video a title.').max(200, 'Use at most 200 characters.'),
    key: z.string().regex(objectKeyPattern, 'Use the key the upload answered.'),
  }),
  response: video,
  successStatus: 201,
  errors: [...writeErrors, 'UNSAFE_FILE', 'UNSUPPORTED_MEDIA_TYPE'],
  bodyLimit: 4096,
});

/** Synthesia's ids of templates and videos (UUIDs today; anything URL-safe is accepted). */
export const synthesiaId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Use a Synthesia id.');

export const videoTemplate = z.object({
  id: z.string(),
  title: z.string(),
  /** What a video made from the template fills in (script text, canvas text…). */
  variables: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type VideoTemplate = z.infer<typeof videoTemplate>;

export const listVideoTemplates = defineRoute({
  ...endpoints.listVideoTemplates,
  summary:
    "The tenant's Synthesia templates a new AI video can be made from; an empty list with " +
    '`configured: false` while the tenant has no Synthesia API key.',
  response: z.object({ configured: z.boolean(), results: z.array(videoTemplate) }),
  errors: [...tenantErrors, 'EXTERNAL_CREDENTIALS_REJECTED', 'EXTERNAL_SERVICE_FAILED'],
});

export const refreshSynthesiaVideos = defineRoute({
  ...endpoints.refreshSynthesiaVideos,
  summary:
    "Brings the tenant's Synthesia videos into the library: a finished render not there yet is " +
    'downloaded and added ready; one still rendering is listed as rendering (and imported by a later ' +
    'refresh), a failed one as failed. Repeating it changes nothing that is already up to date.',
  response: z.object({
    imported: z.number().int().nonnegative(),
    rendering: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
  }),
  errors: [...writeErrors, ...externalServiceErrors],
});

export const SYNTHESIA_VARIABLES_MAX = 50;

export const createSynthesiaVideo = defineRoute({
  ...endpoints.createSynthesiaVideo,
  summary:
    "Asks Synthesia for a new AI video from one of its templates, with the template's variables filled " +
    'in; the library lists it as rendering until a refresh finds it finished. `test` renders a ' +
    'watermarked test video that does not use credits.',
  body: z.strictObject({
    template_id: synthesiaId,
    title: z.string().trim().min(1, 'Give the video a title.').max(200, 'Use at most 200 characters.'),
    variables: z
      .record(
        z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Use the variable names of the template.'),
        z.string().max(5000, 'Use at most 5000 characters.'),
      )
      .refine(
        (variables) => Object.keys(variables).length <= SYNTHESIA_VARIABLES_MAX,
        `Use at most ${SYNTHESIA_VARIABLES_MAX} variables.`,
      )
      .default({}),
    test: z.boolean().default(false),
  }),
  response: video,
  successStatus: 201,
  errors: [...writeErrors, ...externalServiceErrors],
  bodyLimit: 65_536,
});

const captionsParams = z.strictObject({
  id: recordIdParam,
  language: z.enum(supportedLanguages, { message: 'Use one of the platform languages.' }),
});

export const putVideoCaptions = defineRoute({
  ...endpoints.putVideoCaptions,
  summary:
    "Sets a library video's captions in one language from a WebVTT file's text, replacing any it had " +
    'in that language. Patients see them in the player of every chapter that shows the video.',
  params: captionsParams,
  body: z.strictObject({
    vtt: z.string().superRefine((text, context) => {
      const { problem } = checkWebVtt(text);
      if (problem) context.addIssue({ code: 'custom', message: webVttProblemMessage(problem) });
    }),
  }),
  response: video,
  errors: writeErrors,
  // The file's text as a JSON string: every line break and quote escaped.
  bodyLimit: 2 * CAPTIONS_MAX_BYTES + 1024,
});

export const deleteVideoCaptions = defineRoute({
  ...endpoints.deleteVideoCaptions,
  summary: "Removes a library video's captions in one language.",
  params: captionsParams,
  response: video,
  errors: writeErrors,
});
