/** File tags as an attacker writes them: relative, absolute, encoded, dynamic, with `../`. */
export const FILE_TAG_ESCAPES = [
  "{% render 'package.json' %}",
  "{% include 'data/app-secret' %}",
  "{% include '/etc/passwd' %}",
  "{% render '../../../../etc/hostname' %}",
  "{% include '%2e%2e/%2e%2e/package.json' %}",
  "{% layout 'package.json' %}body",
  '{% render name %}',
  "{%- include 'package.json' -%}",
  "{% liquid\n render 'package.json' %}",
];
