/**
 * The mobile push setup summary ("setup, upsert and encode"): the checklist of what an app team
 * must do, the app key their app registers devices with (encoded by the server, replaceable),
 * and the broadcast API their backend calls with a data-exchange API key.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZChannelIdSchema, ZChannelScopeSchema, ZUpdatedAtSchema } from './channel-common.ts';
import { DEVICE_PLATFORMS } from './mobile-push-devices.ts';
import { ZMobileBroadcastSchema } from './mobile-push-goals.ts';
import { TEMPLATE_NAME_MAX, ZPushMessageSchema } from './mobile-push-templates.ts';

/** The API key scope the broadcast API needs. */
export const PUSH_SEND_SCOPE = 'push:send';

export const SETUP_STEPS = ['fcm', 'apns', 'appKey', 'sdk', 'template', 'broadcast'] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

export const ZMobilePushSetupSchema = z.object({
  mobileAppId: z.number().int(),
  appName: z.string(),
  /** Public: it ships inside the app. Null until encoded. */
  appKey: z.string().nullable(),
  /** done is null where the server cannot tell (the app's code, the team's backend). */
  checklist: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean().nullable() })),
  devices: z.number().int(),
  updatedAt: z.string(),
});
export type TMobilePushSetup = z.infer<typeof ZMobilePushSetupSchema>;
export const ZMobilePushSetupResponseSchema = envelopeOf(ZMobilePushSetupSchema);
/** Creates the app key, or replaces it (the app's released builds then stop registering). */
export const ZEncodeAppKeyRequestSchema = ZChannelScopeSchema.extend({
  mobileAppId: ZChannelIdSchema,
  updatedAt: ZUpdatedAtSchema.optional(),
});

export const BROADCAST_MSG = {
  oneOf: 'Send either templateName or message',
  appNotFound: 'Mobile app not found',
  templateNotFound: 'Template not found',
  noDevices: 'The app has no registered devices',
  notFound: 'Broadcast not found',
  noCredentials: 'Add the FCM service account or the APNs certificate first',
} as const;

/** POST /api/v1/mobile-push/broadcast (Authorization: Bearer <API key with push:send>). */
export const ZBroadcastRequestSchema = z
  .object({
    mobileAppId: ZChannelIdSchema,
    templateName: z.string().trim().min(1).max(TEMPLATE_NAME_MAX).optional(),
    message: ZPushMessageSchema.optional(),
    platform: z.enum(DEVICE_PLATFORMS).optional(),
  })
  .refine((body) => (body.templateName === undefined) !== (body.message === undefined), {
    error: BROADCAST_MSG.oneOf,
    path: ['templateName'],
  });
export type TBroadcastRequest = z.input<typeof ZBroadcastRequestSchema>;
export const ZBroadcastResponseSchema = envelopeOf(ZMobileBroadcastSchema);
export const ZBroadcastParamsSchema = z.object({
  broadcastId: z.coerce.number().pipe(ZChannelIdSchema),
});

const api = (origin: string) => `${origin.replace(/\/+$/, '')}/api/v1/mobile-push`;

/** Kotlin for the Android app: registers the FCM token with the app key. */
export function androidSample(apiOrigin: string, appKey: string): string {
  return `// build.gradle: implementation("com.google.firebase:firebase-messaging")
// AndroidManifest.xml: declare ResonateMessagingService for com.google.firebase.MESSAGING_EVENT
class ResonateMessagingService : FirebaseMessagingService() {
    override fun onNewToken(token: String) = ResonatePush.register(this, token)
}

object ResonatePush {
    private const val API = "${api(apiOrigin)}"
    private const val APP_KEY = "${appKey}"

    fun register(context: Context, token: String) {
        val info = context.packageManager.getPackageInfo(context.packageName, 0)
        val body = JSONObject()
            .put("token", token)
            .put("platform", "android")
            .put("appVersion", info.versionName)
            .put("osVersion", Build.VERSION.RELEASE)
            .put("deviceModel", Build.MODEL)
            .put("language", Locale.getDefault().toLanguageTag())
        thread { post("/devices", body) }
    }

    // type: delivered, clicked, screen_view, event, purchase or deep_link_open
    fun track(token: String, type: String, name: String? = null, messageId: String? = null) {
        val body = JSONObject().put("token", token).put("type", type)
            .put("name", name).put("messageId", messageId)
        thread { post("/events", body) }
    }

    private fun post(path: String, body: JSONObject) {
        val connection = URL(API + path).openConnection() as HttpURLConnection
        try {
            connection.requestMethod = "POST"
            connection.setRequestProperty("content-type", "application/json")
            connection.setRequestProperty("x-resonate-app-key", APP_KEY)
            connection.doOutput = true
            connection.outputStream.use { it.write(body.toString().toByteArray()) }
            connection.responseCode
        } finally {
            connection.disconnect()
        }
    }
}
`;
}

/** Swift for the iOS app: registers the APNs device token with the app key. */
export function iosSample(apiOrigin: string, appKey: string): string {
  return `// AppDelegate, after UNUserNotificationCenter.current().requestAuthorization(...):
//   UIApplication.shared.registerForRemoteNotifications()
func application(_ application: UIApplication,
                 didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    ResonatePush.register(token: deviceToken.map { String(format: "%02x", $0) }.joined())
}

enum ResonatePush {
    static let api = URL(string: "${api(apiOrigin)}")!
    static let appKey = "${appKey}"

    static func register(token: String) {
        post("devices", [
            "token": token,
            "platform": "ios",
            "appVersion": Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "",
            "osVersion": UIDevice.current.systemVersion,
            "deviceModel": UIDevice.current.model,
            "language": Locale.preferredLanguages.first ?? "en",
        ])
    }

    // type: delivered, clicked, screen_view, event, purchase or deep_link_open
    static func track(token: String, type: String, name: String? = nil, messageId: String? = nil) {
        post("events", ["token": token, "type": type, "name": name ?? "", "messageId": messageId ?? ""])
    }

    private static func post(_ path: String, _ body: [String: Any]) {
        var request = URLRequest(url: api.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "content-type")
        request.setValue(appKey, forHTTPHeaderField: "x-resonate-app-key")
        request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        URLSession.shared.dataTask(with: request).resume()
    }
}
`;
}

/** The app team's backend: a broadcast to every device of the app. */
export function broadcastSample(apiOrigin: string, mobileAppId: number): string {
  return `curl -X POST ${api(apiOrigin)}/broadcast \\
  -H "Authorization: Bearer $RESONATE_API_KEY" \\
  -H "content-type: application/json" \\
  -d '{"mobileAppId": ${mobileAppId}, "templateName": "Weekly offers"}'

# Or inline, to Android devices only:
#  -d '{"mobileAppId": ${mobileAppId}, "platform": "android",
#       "message": {"title": "Sale", "body": "50% off today", "deepLink": "myapp://sale"}}'
# The API key needs the scope ${PUSH_SEND_SCOPE}. Status: GET ${api(apiOrigin)}/broadcasts/<broadcastId>`;
}
