{{- define "resonate.fullname" -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "resonate.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{- define "resonate.claimName" -}}
{{- .Values.persistence.existingClaim | default (printf "%s-data" (include "resonate.fullname" .)) -}}
{{- end -}}

{{/* The environment every pod shares: plain values, then the secrets by reference. */}}
{{- define "resonate.env" -}}
- name: NODE_ENV
  value: production
- name: DATA_DIR
  value: /data
- name: METRICS_PORT
  value: {{ .Values.metrics.port | quote }}
- name: METRICS_HOST
  value: 0.0.0.0
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- range .Values.secrets.required }}
- name: {{ . }}
  valueFrom:
    secretKeyRef: { name: {{ $.Values.secrets.name }}, key: {{ . }} }
{{- end }}
{{- range .Values.secrets.optional }}
- name: {{ . }}
  valueFrom:
    secretKeyRef: { name: {{ $.Values.secrets.name }}, key: {{ . }}, optional: true }
{{- end }}
{{- end -}}

{{- define "resonate.podSecurity" -}}
securityContext:
  runAsNonRoot: true
  runAsUser: 10001
  runAsGroup: 10001
  fsGroup: 10001
{{- end -}}
