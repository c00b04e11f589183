#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A fixture for the packaging.shellcheck_can_fail test: an unquoted
# variable that shellcheck must report (SC2086). Never run.
dir=$1
rm -rf $dir/cache
